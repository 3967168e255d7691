// The items charts (SPEC §2 …/items): items merged across the selected years by catalog object id,
// sorted by revenue or by units, largest first.
import type { ItemRow } from '../contract/stats'
import type { ItemTally } from './season-tally'

/** Item rows merged across seasons' item tallies; the newest season's name wins. Unsorted. */
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
      }
    }
  }
  return [...merged.values()].map((item) => ({
    itemName: item.name,
    catalogObjectId: item.catalogObjectId,
    totalSales: item.sales,
    totalUnits: item.units,
    averagePrice: item.units > 0 ? Math.round(item.sales / item.units) : 0,
  }))
}

/** Ties keep a stable, readable order: by name, then id. */
function byName(a: ItemRow, b: ItemRow): number {
  return a.itemName.localeCompare(b.itemName) || (a.catalogObjectId ?? '').localeCompare(b.catalogObjectId ?? '')
}

/** Items by revenue (net sales), largest first. */
export function sortItemsByRevenue(items: readonly ItemRow[]): ItemRow[] {
  return [...items].sort((a, b) => b.totalSales - a.totalSales || byName(a, b))
}

/** Items by units sold, largest first. */
export function sortItemsByUnits(items: readonly ItemRow[]): ItemRow[] {
  return [...items].sort((a, b) => b.totalUnits - a.totalUnits || byName(a, b))
}
