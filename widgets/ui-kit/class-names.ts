/** Joins class names, skipping empty ones: a part's own class first, then the caller's. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
