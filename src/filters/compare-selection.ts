// The locations chosen for comparison (docs/screens.md#the-sidebar: at most two). Pure: the page's
// store (./page-filters) holds the current list, the shell keeps it in its URL.

export const MAX_COMPARED = 2

/** The ids as a clean selection: trimmed, no blanks or repeats, the first two kept (docs/screens.md#location-filters-and-sorting). */
export function normaliseCompared(ids: readonly string[]): string[] {
  const kept: string[] = []
  for (const raw of ids) {
    const id = raw.trim()
    if (id !== '' && !kept.includes(id)) kept.push(id)
    if (kept.length === MAX_COMPARED) break
  }
  return kept
}

export function isCompared(ids: readonly string[], id: string): boolean {
  return ids.includes(id)
}

/** Whether no more locations can be added. */
export function isCompareFull(ids: readonly string[]): boolean {
  return ids.length >= MAX_COMPARED
}

/**
 * Whether a location's compare toggle shows: always while it is chosen or there is room; hidden
 * once two others are chosen (docs/screens.md#compare), so the selection stops at two.
 */
export function canToggleCompare(ids: readonly string[], id: string): boolean {
  return isCompared(ids, id) || !isCompareFull(ids)
}

/** Adds the location, or removes it when already chosen; a full selection does not change. */
export function toggleCompared(ids: readonly string[], id: string): string[] {
  if (isCompared(ids, id)) return ids.filter((chosen) => chosen !== id)
  if (isCompareFull(ids)) return [...ids]
  return [...ids, id]
}

/** Removes one location. */
export function removeCompared(ids: readonly string[], id: string): string[] {
  return ids.filter((chosen) => chosen !== id)
}
