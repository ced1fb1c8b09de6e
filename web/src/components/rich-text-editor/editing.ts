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

/** A toolbar button used before the content was clicked acts at the end of the text, not somewhere else on the page. */
function keepCaretInside(root: HTMLElement): void {
  if (document.activeElement !== root) root.focus();
  if (selectionInside(root)) return;
  const range = document.createRange();
  range.selectNodeContents(root.lastElementChild ?? root);
  range.collapse(false);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}
