import { isEmailAddress, maintenanceNotice, splitPastedEmails } from '@gwn/contract/console';


/** Keys that end a typed address (spec 1 §2): Enter, space, comma. */
export const SEPARATOR_KEYS = new Set(['Enter', ' ', ',']);

/** Why a chip cannot be saved, or null when it can. */
export type ChipError = 'blank' | 'invalid' | 'tooLong' | null;

export function chipError(chip: string): ChipError {
  if (chip.trim() === '') return 'blank';
  if (chip.length > maintenanceNotice.NOTICE_LIMITS.emailMax) return 'tooLong';
  return isEmailAddress(chip) ? null : 'invalid';
}

/** Whether any chip blocks saving. */
export const hasErrorChip = (chips: readonly string[]) => chips.some((c) => chipError(c) !== null);

/**
 * The chips after adding some: each trimmed, an address already there (ignoring case) not added again;
 * blank pieces are kept once so they show as error chips.
 */
export function addChips(chips: readonly string[], pieces: readonly string[]): string[] {
  const next = [...chips];
  const seen = new Set(chips.map((c) => c.trim().toLowerCase()));
  for (const raw of pieces) {
    const piece = raw.trim();
    const key = piece.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(piece);
  }
  return next;
}

/**
 * Pasted or imported text as pieces (commas and line breaks split it). A blank line is layout, not an entry: it
 * is skipped, as is empty text at either end of a line (a trailing separator); an empty piece between two
 * addresses on one line (",,") is a blank entry and shows as an error chip (spec 1 §5).
 */
export function pastedPieces(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const pieces = splitPastedEmails(line);
    while (pieces.length && pieces[0] === '') pieces.shift();
    while (pieces.length && pieces.at(-1) === '') pieces.pop();
    return pieces;
  });
}
