// The items charts (docs/screens.md#location-details): one row per catalog item variation (docs/figures.md#items), merged
// across the selected years by catalog object id, the custom amounts as one row, sorted by revenue
// or by units, largest first. Each row carries the label a chart shows, unique within the answer.
import type { ItemRow } from '../contract/stats'
import type { ItemTally } from './season-tally'

/** Between an item's name and its variation's in a label: "Gold Sparklers #10 · Pack of 8". */
export const VARIATION_SEPARATOR = ' · '

/**
 * Labels for rows by item and variation name: the item name alone, or "item · variation" when
 * another row has the same item name. Should two rows still read alike (the same names under two
 * catalog ids), the later ones get their catalog id as well.
 */
export function itemLabels(rows: readonly { itemName: string; variationName: string | null; catalogObjectId: string | null }[]): string[] {
  const perName = new Map<string, number>()
  for (const row of rows) perName.set(row.itemName, (perName.get(row.itemName) ?? 0) + 1)
  const labels = rows.map((row) =>
    perName.get(row.itemName)! > 1 && row.variationName !== null ? `${row.itemName}${VARIATION_SEPARATOR}${row.variationName}` : row.itemName,
  )
  const seen = new Set<string>()
  return labels.map((label, index) => {
    const unique = seen.has(label) && rows[index]!.catalogObjectId !== null ? `${label}${VARIATION_SEPARATOR}${rows[index]!.catalogObjectId}` : label
    seen.add(unique)
    return unique
  })
}

/** Item rows merged across seasons' item tallies; the newest season's names win. Unsorted. */
export function mergeItems(tallies: Iterable<ReadonlyMap<string, ItemTally>>): ItemRow[] {
  const merged = new Map<string, ItemTally>()
  for (const items of tallies) {
    for (const [key, item] of items) {
      const seen = merged.get(key)
      if (seen === undefined) merged.set(key, { ...item })
      else {
        seen.sales += item.sales
        seen.units += item.units
        seen.name = item.name
        seen.variationName = item.variationName ?? seen.variationName
      }
    }
  }
  const rows = [...merged.values()]
  const labels = itemLabels(rows.map((item) => ({ itemName: item.name, variationName: item.variationName, catalogObjectId: item.catalogObjectId })))
  return rows.map((item, index) => ({
    itemName: item.name,
    variationName: item.variationName,
    itemLabel: labels[index]!,
    catalogObjectId: item.catalogObjectId,
    totalSales: item.sales,
    totalUnits: item.units,
    averagePrice: item.units > 0 ? Math.round(item.sales / item.units) : 0,
  }))
}

/** Ties keep a stable, readable order: by label, then id. */
function byLabel(a: ItemRow, b: ItemRow): number {
  return a.itemLabel.localeCompare(b.itemLabel) || (a.catalogObjectId ?? '').localeCompare(b.catalogObjectId ?? '')
}

/** Items by revenue (net sales), largest first. */
export function sortItemsByRevenue(items: readonly ItemRow[]): ItemRow[] {
  return [...items].sort((a, b) => b.totalSales - a.totalSales || byLabel(a, b))
}

/** Items by units sold, largest first. */
export function sortItemsByUnits(items: readonly ItemRow[]): ItemRow[] {
  return [...items].sort((a, b) => b.totalUnits - a.totalUnits || byLabel(a, b))
}
