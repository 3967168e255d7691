// The fireworks catalogue: named products with Square-style catalogue ids, variations and prices
// (safe-and-sane fountains, sparklers, novelties and family assortments).
import { catalogId } from './ids'
import { resolveDemoOptions, type DemoOptions } from './options'
import { createRandom, seedFrom } from './random'

export interface DemoVariation {
  /** The item variation's catalogue object id, as line items carry it. */
  id: string
  name: string
  priceCents: number
}

export interface DemoCatalogItem {
  /** The item's catalogue object id. */
  id: string
  name: string
  category: 'Assortments' | 'Fountains' | 'Sparklers' | 'Novelties' | 'Ground Spinners' | 'Smoke'
  /** How often it lands in a basket, relative to other items. */
  popularity: number
  variations: DemoVariation[]
}

type Row = [name: string, category: DemoCatalogItem['category'], popularity: number, variations: [string, number][]]

const ROWS: readonly Row[] = [
  ['Family Fun Assortment', 'Assortments', 6, [['Regular', 4999], ['Large', 8999]]],
  ['Red, White & Boom Pack', 'Assortments', 5, [['Regular', 6999]]],
  ['Thunder Valley Assortment', 'Assortments', 3, [['Regular', 12999], ['Deluxe', 19999]]],
  ['Backyard Blast Box', 'Assortments', 4, [['Regular', 3499]]],
  ['Little Patriot Kids Pack', 'Assortments', 3, [['Regular', 1999]]],
  ['Freedom Fountain', 'Fountains', 7, [['Single', 899], ['3-Pack', 2399]]],
  ['Golden Wheat Fountain', 'Fountains', 4, [['Single', 699]]],
  ['Purple Haze Fountain', 'Fountains', 3, [['Single', 1299]]],
  ['Liberty Torch', 'Fountains', 4, [['Single', 1499]]],
  ['Whistling Wizard', 'Fountains', 3, [['Single', 599]]],
  ['Crackling Cascade', 'Fountains', 3, [['Single', 1099], ['2-Pack', 1999]]],
  ['Silver Palm Fountain', 'Fountains', 2, [['Single', 2499]]],
  ['Star Spangled Finale', 'Fountains', 2, [['Single', 2999]]],
  ['Gold Sparklers #10', 'Sparklers', 8, [['Pack of 8', 299], ['Box of 12 packs', 2999]]],
  ['Color Sparklers #14', 'Sparklers', 6, [['Pack of 6', 399]]],
  ['Giant Sparklers #36', 'Sparklers', 4, [['Pack of 4', 899]]],
  ['Heart Sparklers', 'Sparklers', 2, [['Pack of 6', 599]]],
  ['Snap Pops', 'Novelties', 6, [['Box of 50', 199], ['Case of 10 boxes', 1699]]],
  ['Glow Worms', 'Novelties', 5, [['Box of 6', 149]]],
  ['Party Poppers', 'Novelties', 4, [['Pack of 12', 499]]],
  ['Jumping Jack', 'Ground Spinners', 4, [['Pack of 6', 349]]],
  ['Ground Bloom Flower', 'Ground Spinners', 5, [['Pack of 6', 399], ['Pack of 12', 699]]],
  ['Crackling Ball', 'Ground Spinners', 2, [['Pack of 3', 499]]],
  ['Color Smoke Balls', 'Smoke', 4, [['Pack of 12', 499]]],
  ['Smoke Grenade', 'Smoke', 3, [['Single', 599], ['4-Pack', 1999]]],
  ['Red, White & Blue Smoke', 'Smoke', 2, [['3-Pack', 899]]],
]

/** The catalogue; its ids depend on the seed, its names and prices do not. */
export function demoCatalog(options: DemoOptions = {}): DemoCatalogItem[] {
  const random = createRandom(seedFrom(resolveDemoOptions(options).seed, 'catalog'))
  return ROWS.map(([name, category, popularity, variations]) => ({
    id: catalogId(random),
    name,
    category,
    popularity,
    variations: variations.map(([variationName, priceCents]) => ({
      id: catalogId(random),
      name: variationName,
      priceCents,
    })),
  }))
}
