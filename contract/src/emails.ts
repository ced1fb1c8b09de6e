/**
 * E-mail addresses as operators type and paste them (the maintenance notice's recipients, the chip input):
 * what one address looks like, how pasted text splits into addresses, and each address once.
 */

/** Characters of one address (spec 2 §5; docs/requirements.md, "Maintenance notice"). */
export const EMAIL_ADDRESS_MAX = 108;

const EMAIL_SHAPE = /^[^\s@,;<>()[\]"]+@[^\s@,;<>()[\]"]+\.[^\s@,;<>()[\]"]+$/;

/** One recipient address as the chip input and the service accept it: a plain address of at most 108 characters. */
export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_ADDRESS_MAX && EMAIL_SHAPE.test(value);

/**
 * Pasted text split on commas and line breaks (spec 1 §2), trimmed; a comma ending a line is one separator.
 * Blank pieces (",," or an empty line) are kept so the chip input flags them.
 */
export const splitPastedEmails = (text: string): string[] => text.split(/,?[ \t]*\r?\n|,/).map((s) => s.trim());

/** Addresses once each, ignoring case, first spelling kept. */
export function uniqueEmails(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = e.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
