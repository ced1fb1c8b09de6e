/** The class attribute of the names given, skipping false and empty ones: `classNames('a', on && 'b')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
