// Which options a searchable select shows for what was typed. Pure, so the rules are tested
// without a DOM: a case- and accent-insensitive "contains" on the label, the "all" entry (when
// there is one) first and filtered like any other, so a search that matches nothing shows only
// the empty text.

export interface ComboboxOption {
  value: string
  label: string
}

/** One row of the list; `value: null` is the "all"/clear entry. */
export interface ComboboxEntry {
  value: string | null
  label: string
}

/** Lower case without accents, so "zur" finds "Zürich" and "SAN" finds "San Diego". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('en-US')
}

/** The rows to show for `query`: the "all" entry first when given, then the matching options. */
export function filterComboboxEntries(options: readonly ComboboxOption[], query: string, allLabel?: string): ComboboxEntry[] {
  const entries: ComboboxEntry[] = allLabel !== undefined ? [{ value: null, label: allLabel }, ...options] : [...options]
  const needle = foldForSearch(query.trim())
  if (needle === '') return entries
  return entries.filter((entry) => foldForSearch(entry.label).includes(needle))
}
