// The hand-placed locations that open every demo, chosen so that even the tiny size covers the
// main cases (Square coordinates, coordinates only the geocoder knows, tax-inclusive pricing, a
// second timezone) and the demo size covers the rest (no address, an address the geocoder does
// not know, INACTIVE, opened late, never sold anything, a third timezone).
import type { TownKey } from './towns'

/** How a location's seasons go: which years it has orders for and whether it is still open. */
export type Lifecycle = 'always' | 'opened-late' | 'closed' | 'empty'

export interface SiteTemplate {
  name: string
  town: TownKey
  /** Street name from the town's list and house number; absent for a location without address. */
  street?: { name: string; number: number }
  /** Whether Square's record carries coordinates (else they must come from the geocoder). */
  squareCoordinates: boolean
  /** Whether the geocoder knows the address (false: it answers [] and the location stays unplaced). */
  geocodable: boolean
  lifecycle: Lifecycle
  /** Relative busyness, about 1 on average. */
  popularity: number
  taxType: 'ADDITIVE' | 'INCLUSIVE'
  type: 'PHYSICAL' | 'MOBILE'
}

const t = (
  name: string,
  town: TownKey,
  street: SiteTemplate['street'],
  extra: Partial<Omit<SiteTemplate, 'name' | 'town' | 'street'>> = {},
): SiteTemplate => ({
  name,
  town,
  street,
  squareCoordinates: true,
  geocodable: true,
  lifecycle: 'always',
  popularity: 1,
  taxType: 'ADDITIVE',
  type: 'PHYSICAL',
  ...extra,
})

export const SITE_TEMPLATES: readonly SiteTemplate[] = [
  t('Oakdale – E F St', 'oakdale', { name: 'E F St', number: 1425 }, { popularity: 1.7 }),
  t('Riverbank – Patterson Rd', 'riverbank', { name: 'Patterson Rd', number: 2401 }, { squareCoordinates: false, popularity: 1.1 }),
  t('Modesto – McHenry Ave', 'modesto', { name: 'McHenry Ave', number: 3401 }, { taxType: 'INCLUSIVE', popularity: 1.4 }),
  t('St. George – S River Rd', 'stGeorge', { name: 'S River Rd', number: 1770 }, { popularity: 0.8 }),
  t('Oakdale – W F St', 'oakdale', { name: 'W F St', number: 1101 }, { squareCoordinates: false, popularity: 1.2 }),
  t('Turlock – Geer Rd', 'turlock', { name: 'Geer Rd', number: 2701 }, { popularity: 1.3 }),
  t('Oakdale Mobile Stand', 'oakdale', undefined, { squareCoordinates: false, type: 'MOBILE', popularity: 0.5 }),
  t('Waterford – Yosemite Blvd', 'waterford', { name: 'Yosemite Blvd', number: 12730 }, { lifecycle: 'closed', popularity: 0.6 }),
  t('Pigeon Forge – Parkway', 'pigeonForge', { name: 'Parkway', number: 2655 }, { lifecycle: 'opened-late', popularity: 0.7 }),
  t('Manteca – E Yosemite Ave', 'manteca', { name: 'E Yosemite Ave', number: 1201 }, { popularity: 1.2 }),
  t('Escalon – Main St', 'escalon', { name: 'Main St', number: 1855 }, { squareCoordinates: false, popularity: 0.7 }),
  t('Jamestown – Main St', 'jamestown', { name: 'Main St', number: 18250 }, { squareCoordinates: false, geocodable: false, popularity: 0.4 }),
  t('Riverbank – Atchison St', 'riverbank', { name: 'Atchison St', number: 3225 }, { lifecycle: 'empty', popularity: 0 }),
  t('Ripon – W Main St', 'ripon', { name: 'W Main St', number: 1160 }, { lifecycle: 'opened-late', popularity: 0.8 }),
  t('Sonora – Mono Way', 'sonora', { name: 'Mono Way', number: 1151 }, { squareCoordinates: false, popularity: 0.9 }),
  t('Modesto – Sisk Rd', 'modesto', { name: 'Sisk Rd', number: 3900 }, { popularity: 1.5 }),
  t('Turlock – W Main St', 'turlock', { name: 'W Main St', number: 2000 }, { squareCoordinates: false, lifecycle: 'closed', popularity: 0.6 }),
  t('Warehouse Sale', 'oakdale', undefined, { squareCoordinates: false, popularity: 0.3 }),
  t('Modesto – Crows Landing Rd', 'modesto', { name: 'Crows Landing Rd', number: 1900 }, { squareCoordinates: false, popularity: 1 }),
  t('Knights Ferry – Sonora Rd', 'knightsFerry', { name: 'Sonora Rd', number: 17525 }, { popularity: 0.4 }),
  t('Hughson – Hatch Rd', 'hughson', { name: 'Hatch Rd', number: 6901 }, { taxType: 'INCLUSIVE', popularity: 0.5 }),
  t('Ceres – E Whitmore Ave', 'ceres', { name: 'E Whitmore Ave', number: 1600 }, { popularity: 0.9 }),
  t('Salida – Kiernan Ave', 'salida', { name: 'Kiernan Ave', number: 4918 }, { popularity: 0.8 }),
  t('Stockton – Pacific Ave', 'stockton', { name: 'Pacific Ave', number: 5756 }, { popularity: 1.1 }),
  t('Tracy – W Grant Line Rd', 'tracy', { name: 'W Grant Line Rd', number: 2895 }, { popularity: 0.9 }),
]
