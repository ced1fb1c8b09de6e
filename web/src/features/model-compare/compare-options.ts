import type { deviceFunctions, deviceTypes } from '@gwn/contract/console';
import type { CompareData } from './api.ts';

type Group = deviceFunctions.CompareGroup;

/**
 * The contract's COMPARE_GROUPS in display order, written out so the public page imports no contract value (issue #27).
 * `satisfies` refuses a group the contract does not have; compare-options.test.ts checks the list against the contract.
 */
export const COMPARE_GROUPS = ['wired_ROUTER', 'wireless_ROUTER', 'AP', 'SWITCH'] as const satisfies readonly Group[];

/** A cascader node (spec 3 §3): id, name, leaf, children. */
export interface CompareOption { id: string; name: string; leaf: boolean; children?: CompareOption[] }

const kindOf = (group: Group): deviceTypes.DeviceKind => (group === 'AP' || group === 'SWITCH' ? group : 'ROUTER');

/**
 * Groups -> categories -> functions, for the groups that have at least one model. Category ids are
 * prefixed with their group so the same router function can sit under both router groups.
 */
export function buildCompareOptions(data: CompareData, groupName: (group: Group) => string): CompareOption[] {
  const present = new Set(data.deviceTypeKeyMapList.map((d) => d.value));
  return COMPARE_GROUPS.filter((g) => present.has(g)).map((group) => {
    const categories = new Map<string, CompareOption[]>();
    for (const key of data.functionKeyList) {
      if (data.functionKindMap[key] !== kindOf(group)) continue;
      const category = data.functionCategoryMap[key] ?? '';
      const leaves = categories.get(category) ?? [];
      leaves.push({ id: key, name: data.functionKeyNameMap[key] ?? key, leaf: true });
      categories.set(category, leaves);
    }
    return {
      id: group, name: groupName(group), leaf: false,
      // A category's id is its place in the group, not its name: names follow the language, a chosen path must not.
      children: [...categories].map(([category, children], i) => ({ id: `${group}/${i}`, name: category, leaf: false, children })),
    };
  });
}

/** The cascader search (spec 3): case-insensitive on the upper-cased term, matching any name along the path. */
export function matchesSearch(term: string, path: readonly { name: string }[]): boolean {
  const needle = term.trim().toUpperCase();
  if (!needle) return true;
  return path.some((node) => node.name.toUpperCase().includes(needle));
}

export interface CompareSelection {
  /** Chosen functions, in the order first chosen. */
  functionKeys: string[];
  /** Device-type keys of the chosen groups, in display order. */
  deviceTypeKeys: string[];
}

/** Turns cascader value paths ([group, category, function]) into table columns and rows. */
export function selectionOf(data: CompareData, paths: readonly (readonly string[])[]): CompareSelection {
  const groups = new Set(paths.map((p) => p[0]));
  const functionKeys = [...new Set(paths.filter((p) => p.length === 3).map((p) => p[2]))];
  const deviceTypeKeys = data.deviceTypeKeyMapList.filter((d) => groups.has(d.value)).map((d) => d.key);
  return { functionKeys, deviceTypeKeys };
}
