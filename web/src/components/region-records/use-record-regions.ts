import { useQueries } from '@tanstack/react-query';
import { REGIONS, type EndpointDescriptor, type RegionName, type RequestOf, type ResponseOf } from '@gwn/contract/console';
import { getOfferedRegions } from '../../lib/session-storage.ts';
import { regionQuery } from '../../api/region-query.ts';

/** A by-keys endpoint of the contract (`heldKeys` in, `heldRows` out). */
type HeldEndpoint = EndpointDescriptor & { path: string };
/** A record as a by-keys call answers it. */
export type HeldRow<E> = ResponseOf<E> extends { result: (infer R)[] } ? R : never;
/** A record's cross-region key as a by-keys call takes it. */
export type HeldKey<E> = RequestOf<E> extends { keys: (infer K)[] } ? K : never;

/** Where one record lives, as the regions themselves answered. */
export interface RecordCopies<Row> {
  /** The regions holding a copy, in the header's order: what edit and delete offer. */
  holders: RegionName[];
  /** Holders whose copy differs from the list's region's (or, without one there, from the first holder's). */
  differs: RegionName[];
  /** Regions that have not answered, or could not be asked: the record may live there too. */
  unknown: RegionName[];
  /** Some region has not answered yet. */
  checking: boolean;
  /** The copy a region holds (its id is that region's own); throws for a region without one. */
  copyIn: (region: RegionName) => Row;
}

interface How<E> {
  /** The key of a copy, the same in every region (a MAC, a parameter key, a uid...). */
  keyOf: (row: HeldRow<E>) => HeldKey<E>;
  /** What must match for two copies to be the same record: the business fields, not ids or times. */
  compared: (row: HeldRow<E>) => unknown;
}

const identity = (key: unknown) => JSON.stringify(key);
const ordered = (regions: Iterable<RegionName>) => {
  const set = new Set(regions);
  return REGIONS.filter((r) => set.has(r));
};

/**
 * Where the records of a page live: asks every region the operator may work in which of the page's keys it holds
 * (the area's by-keys call, one per region, all at once) and answers, per key, its holders, the regions where it
 * differs and those that did not answer. `current` is the list's region, whose copy the others are compared to.
 */
export function useRecordRegions<E extends HeldEndpoint>(endpoint: E, keys: readonly HeldKey<E>[], how: How<E>, current: RegionName | null) {
  const regions = getOfferedRegions();
  const answers = useQueries({
    queries: regions.map((region) => ({
      // A by-keys request is `{ keys }` by construction (contract heldKeys); TypeScript cannot see it through E.
      ...regionQuery(endpoint, { keys: [...keys] } as RequestOf<E>, region),
      enabled: keys.length > 0,
    })),
  });
  const held = new Map<RegionName, Map<string, HeldRow<E>>>();
  const unknown: RegionName[] = [];
  regions.forEach((region, i) => {
    // The reply of a by-keys call is `{ result }` by construction (contract heldRows), as the request above.
    const data = answers[i]?.data as { result: HeldRow<E>[] } | undefined;
    if (!data) unknown.push(region);
    else held.set(region, new Map(data.result.map((row) => [identity(how.keyOf(row)), row])));
  });
  const checking = answers.some((a) => a.isPending && keys.length > 0);

  return (key: HeldKey<E>): RecordCopies<HeldRow<E>> => {
    const id = identity(key);
    const copies = new Map<RegionName, HeldRow<E>>();
    for (const [region, rows] of held) {
      const row = rows.get(id);
      if (row !== undefined) copies.set(region, row);
    }
    const holders = ordered(copies.keys());
    const reference = (current && copies.get(current)) ?? copies.get(holders[0]);
    const same = reference === undefined ? '' : identity(how.compared(reference));
    return {
      holders,
      differs: ordered([...copies].filter(([, row]) => identity(how.compared(row)) !== same).map(([region]) => region)),
      unknown: ordered(unknown),
      checking,
      copyIn: (region) => {
        const copy = copies.get(region);
        if (copy === undefined) throw new Error(`no copy in ${region}`);
        return copy;
      },
    };
  };
}
