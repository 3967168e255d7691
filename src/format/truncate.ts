// Long item names are cut so charts and tables keep their layout (docs/screens.md#numbers-the-screens-keep: 25 characters).

export const TRUNCATED_NAME_LENGTH = 25

/** The first 25 characters and "…" when the name is longer; shorter names unchanged. */
export function truncateName(name: string, maxLength = TRUNCATED_NAME_LENGTH): string {
  // By code point, so an emoji or accented letter is never split in half.
  const characters = Array.from(name)
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}…` : name
}
