/**
 * The browser's own editing commands, on the editor's content (`contenteditable`). `document.execCommand` is marked
 * obsolete, yet it is the one API every browser has that edits with the caret, the selection and the native undo
 * history together; the editor uses six of its commands (docs/architecture.md, "Departures from DESIGN.md").
 */
export type EditingCommand = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'undo' | 'redo';

/** The commands whose state the toolbar shows as pressed. */
export const TOGGLES = ['bold', 'italic', 'insertUnorderedList', 'insertOrderedList'] as const satisfies readonly EditingCommand[];
export type Toggle = (typeof TOGGLES)[number];

export function runCommand(root: HTMLElement, command: EditingCommand | 'insertText' | 'insertHTML', value?: string): void {
  keepCaretInside(root);
  // Enter starts a paragraph, as the stored HTML has them, not a <div>.
  document.execCommand('defaultParagraphSeparator', false, 'p');
  document.execCommand('styleWithCSS', false, 'false');
  const done = document.execCommand(command, false, value);
  // Should a browser drop the commands, a placeholder is still inserted (without an undo step); jsdom has none.
  if (!done && command === 'insertText' && value) insertAtCaret(value);
}

function insertAtCaret(text: string): void {
  const selection = document.getSelection();
  if (!selection?.rangeCount) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Which toggles apply where the caret is. */
export function toggleStates(root: HTMLElement): Record<Toggle, boolean> {
  const inside = selectionInside(root);
  return Object.fromEntries(TOGGLES.map((name) => [name, inside && document.queryCommandState(name)])) as Record<Toggle, boolean>;
}

function selectionInside(root: HTMLElement): boolean {
  const selection = document.getSelection();
  return Boolean(selection?.rangeCount && root.contains(selection.getRangeAt(0).commonAncestorContainer));
}

/**
 * A toolbar button used before the content was clicked acts at the end of the text (in the last paragraph or list
 * item, before the line break that holds an empty line open), not somewhere else on the page.
 */
function keepCaretInside(root: HTMLElement): void {
  // Asked before focusing: focus alone puts the caret at the start.
  const wasInside = selectionInside(root);
  if (document.activeElement !== root) root.focus();
  if (wasInside) return;
  let last: Node = root;
  while (last.lastChild) last = last.lastChild;
  const range = document.createRange();
  if (last === root) range.setStart(root, 0);
  else if (last.nodeType === Node.TEXT_NODE) range.setStart(last, last.textContent?.length ?? 0);
  else if (last.nodeName === 'BR') range.setStartBefore(last);
  else range.setStartAfter(last);
  range.collapse(true);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}
