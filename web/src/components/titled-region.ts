/**
 * Makes a card a region landmark named by its title: antd's Card draws its title as a plain div, so without this
 * a screen reader (and an e2e journey) cannot reach the card by its name.
 */
export function titledRegion(title: string) {
  return { role: 'region', 'aria-label': title } as const;
}
