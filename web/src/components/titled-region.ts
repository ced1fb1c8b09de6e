/**
 * Makes a panel a region landmark named by its title: `Panel` draws its title as a plain div, so without this
 * a screen reader (and an e2e journey) cannot reach the panel by its name.
 */
export function titledRegion(title: string) {
  return { role: 'region', 'aria-label': title } as const;
}
