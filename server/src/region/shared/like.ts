/** Escapes LIKE wildcards so a search text matches literally (use with ILIKE/LIKE and the default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
