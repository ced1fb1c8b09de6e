import type { RegionName } from '@gwn/contract/console';

/** The "All" entry of a region multi-select; never emitted to callers. */
export const ALL = 'ALL';
export type RegionChoice = RegionName | typeof ALL;

/**
 * The selection after the user changed it from `previous` to `next` (spec 2 §4):
 * choosing All selects every region; deselecting a region drops All; choosing every region adds All back;
 * deselecting All clears everything.
 */
export function nextSelection(previous: readonly RegionChoice[], next: readonly RegionChoice[], regions: readonly RegionName[]): RegionChoice[] {
  const hadAll = previous.includes(ALL);
  const hasAll = next.includes(ALL);
  if (hasAll && !hadAll) return [ALL, ...regions];
  if (!hasAll && hadAll) {
    // All itself was deselected (its tag is hidden, so this comes from the option list): clear.
    const regionsBefore = previous.filter((r) => r !== ALL).length;
    const regionsNow = next.filter((r) => r !== ALL).length;
    if (regionsNow === regionsBefore) return [];
  }
  const chosen = regions.filter((r) => next.includes(r));
  return chosen.length === regions.length && regions.length > 0 ? [ALL, ...chosen] : chosen;
}

/** What callers see: the regions only, without All. */
export const emitted = (selection: readonly RegionChoice[]): RegionName[] =>
  selection.filter((r): r is RegionName => r !== ALL);

/** The inner state for a value coming from outside (e.g. a form's initial value). */
export const fromRegions = (value: readonly RegionName[], regions: readonly RegionName[]): RegionChoice[] =>
  nextSelection([], value, regions);
