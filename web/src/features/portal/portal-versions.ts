/** One row of the zip's second step: a model and the portal version it gets. */
export interface VersionRow { apType: string; version: string }

/** A version in a portal zip's name, e.g. "portal_v1.2.3.zip" -> "1.2.3". */
export function versionFromFileName(fileName: string): string {
  return /(\d+(?:\.\d+)+)/.exec(fileName)?.[1] ?? '';
}

/**
 * Auto-fill (spec 2 screen 12): every empty version gets the version in the zip's name, or else the
 * first version already typed.
 */
export function autoFill(rows: readonly VersionRow[], fileName: string): VersionRow[] {
  const fill = versionFromFileName(fileName) || rows.find((r) => r.version.trim())?.version.trim() || '';
  return rows.map((r) => (r.version.trim() ? r : { ...r, version: fill }));
}

/** Every model needs a non-empty version (spec 2 §5); returns the models that lack one. */
export const modelsWithoutVersion = (rows: readonly VersionRow[]) => rows.filter((r) => !r.version.trim()).map((r) => r.apType);
