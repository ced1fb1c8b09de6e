import { matchesSearch, type CompareOption } from './compare-options.ts';

/**
 * The function picker's value as antd's cascader kept it with SHOW_CHILD: the chosen functions as
 * [group, category, function] id paths. Choosing a group or category chooses every function under it.
 */
export type ChosenPaths = readonly (readonly string[])[];

/** A node with the ids and nodes leading to it (itself last). */
export interface TreePath { ids: string[]; nodes: CompareOption[] }

const keyOf = (ids: readonly string[]) => ids.join('\u0000');

/** The id paths of every function at or under `at`. */
export function leafPaths(at: TreePath): string[][] {
  const node = at.nodes[at.nodes.length - 1];
  if (!node.children?.length) return node.leaf ? [at.ids] : [];
  return node.children.flatMap((child) => leafPaths({ ids: [...at.ids, child.id], nodes: [...at.nodes, child] }));
}

/** aria-checked of a node: all its functions chosen, none, or some ('mixed'). */
export function checkedState(at: TreePath, chosen: ChosenPaths): boolean | 'mixed' {
  const leaves = leafPaths(at);
  const keys = new Set(chosen.map(keyOf));
  const count = leaves.filter((ids) => keys.has(keyOf(ids))).length;
  if (count === 0) return false;
  return count === leaves.length ? true : 'mixed';
}

/** Chooses every function under a node, or when all are chosen already, lets them all go. */
export function toggle(at: TreePath, chosen: ChosenPaths): string[][] {
  const leaves = leafPaths(at);
  const under = new Set(leaves.map(keyOf));
  if (checkedState(at, chosen) === true) return chosen.filter((ids) => !under.has(keyOf(ids))).map((ids) => [...ids]);
  const have = new Set(chosen.map(keyOf));
  return [...chosen.map((ids) => [...ids]), ...leaves.filter((ids) => !have.has(keyOf(ids)))];
}

/** Every group, category and function whose path names the term, depth first (as antd's cascader search listed them). */
export function searchPaths(options: readonly CompareOption[], term: string): TreePath[] {
  const found: TreePath[] = [];
  const visit = (node: CompareOption, parent: TreePath | null) => {
    const at = { ids: [...(parent?.ids ?? []), node.id], nodes: [...(parent?.nodes ?? []), node] };
    if (matchesSearch(term, at.nodes)) found.push(at);
    node.children?.forEach((child) => visit(child, at));
  };
  options.forEach((option) => visit(option, null));
  return found;
}

/** The chosen functions with their names, for the chips; a path whose function is gone (another language's data) is left out. */
export function chosenNodes(options: readonly CompareOption[], chosen: ChosenPaths): { ids: readonly string[]; name: string }[] {
  return chosen.flatMap((ids) => {
    let level: readonly CompareOption[] | undefined = options;
    let node: CompareOption | undefined;
    for (const id of ids) {
      node = level?.find((o) => o.id === id);
      level = node?.children;
    }
    return node ? [{ ids, name: node.name }] : [];
  });
}
