// Demo locations: Square Location objects for stands around Oakdale, plus what only the demo
// knows about each (true coordinates, tax, busyness, which seasons it sold in).
import type { SquareLocation } from '../contract/square-location'
import { locationId, merchantId } from './ids'
import { resolveDemoOptions, type DemoOptions, type ResolvedDemoOptions } from './options'
import { createRandom, seedFrom, type Random } from './random'
import { SITE_TEMPLATES, type Lifecycle, type SiteTemplate } from './site-templates'
import { NEARBY_TOWN_KEYS, TOWNS, type Town } from './towns'

export const DEMO_BUSINESS_NAME = 'Valley Sky Fireworks'

export interface DemoTax {
  name: string
  /** Percent as Square writes it ("8.375"). */
  percentage: string
  type: 'ADDITIVE' | 'INCLUSIVE'
}

export interface DemoSite {
  location: SquareLocation
  /** Where the location really is; null when it has no address. */
  coordinates: { latitude: number; longitude: number } | null
  /** Whether the demo geocoder knows this location's address. */
  geocodable: boolean
  tax: DemoTax
  /** Relative busyness, about 1 on average. */
  popularity: number
  /** The seasons this location has orders for. */
  activeYears: readonly number[]
}

/** The merchant that owns every demo location. */
export function demoMerchantId(options: DemoOptions = {}): string {
  return merchantId(createRandom(seedFrom(resolveDemoOptions(options).seed, 'merchant')))
}

/** Every demo location with what only the demo knows about it, in a fixed order. */
export function demoSites(options: DemoOptions = {}): DemoSite[] {
  const resolved = resolveDemoOptions(options)
  const merchant = demoMerchantId(resolved)
  const usedNames = new Set<string>()
  const sites: DemoSite[] = []
  for (let index = 0; index < resolved.locationCount; index++) {
    const random = createRandom(seedFrom(resolved.seed, 'location', index))
    const template = SITE_TEMPLATES[index] ?? proceduralTemplate(random, usedNames)
    usedNames.add(template.name)
    sites.push(buildSite(template, random, resolved, merchant, index))
  }
  return sites
}

/** The Square Location objects, as GET /v2/locations lists them. */
export function demoLocations(options: DemoOptions = {}): SquareLocation[] {
  return demoSites(options).map((site) => site.location)
}

function proceduralTemplate(random: Random, usedNames: ReadonlySet<string>): SiteTemplate {
  // Nearer towns get more stands, as the business grew out from Oakdale.
  const townKey = NEARBY_TOWN_KEYS[random.weighted(NEARBY_TOWN_KEYS.map((_, i) => 1 / (1 + i * 0.15)))] ?? 'oakdale'
  const town: Town = TOWNS[townKey]
  const street = random.pick(town.streets)
  const number = Math.round(random.int(street.numbers[0], street.numbers[1]) / 5) * 5 + 1
  let name = `${town.name} – ${street.name}`
  for (let n = 2; usedNames.has(name); n++) name = `${town.name} – ${street.name} #${n}`
  const lifecycleRoll = random.next()
  const lifecycle: Lifecycle = lifecycleRoll < 0.06 ? 'closed' : lifecycleRoll < 0.14 ? 'opened-late' : 'always'
  return {
    name,
    town: townKey,
    street: { name: street.name, number },
    squareCoordinates: random.chance(0.75),
    geocodable: true,
    lifecycle,
    popularity: Math.round((0.4 + random.next() * 1.3) * 100) / 100,
    taxType: random.chance(0.1) ? 'INCLUSIVE' : 'ADDITIVE',
    type: 'PHYSICAL',
  }
}

function buildSite(
  template: SiteTemplate,
  random: Random,
  options: ResolvedDemoOptions,
  merchant: string,
  index: number,
): DemoSite {
  const town: Town = TOWNS[template.town]
  const id = locationId(random)
  const years = options.years
  const firstYear = years[0] as number
  const lastYear = years[years.length - 1] as number
  const { createdAt, activeYears } = lifeOf(template.lifecycle, random, years, firstYear, lastYear)
  const streetInfo = template.street ? town.streets.find((s) => s.name === template.street?.name) : undefined
  // A stand sits somewhere along its street, within a couple of kilometres of the town centre.
  const coordinates = template.street
    ? {
        latitude: round6(town.latitude + (random.next() - 0.5) * 0.03),
        longitude: round6(town.longitude + (random.next() - 0.5) * 0.036),
      }
    : null
  const location: SquareLocation = {
    id,
    name: template.name,
    business_name: DEMO_BUSINESS_NAME,
    ...(template.street
      ? {
          address: {
            address_line_1: `${template.street.number} ${template.street.name}`,
            locality: town.name,
            administrative_district_level_1: town.state,
            postal_code: streetInfo?.postalCode ?? '',
            country: 'US',
          },
        }
      : {}),
    timezone: town.timezone,
    capabilities: ['CREDIT_CARD_PROCESSING', 'AUTOMATIC_TRANSFERS'],
    status: template.lifecycle === 'closed' ? 'INACTIVE' : 'ACTIVE',
    created_at: createdAt,
    merchant_id: merchant,
    country: 'US',
    language_code: 'en-US',
    currency: 'USD',
    phone_number: `+1 209-555-${String(100 + (index % 900)).padStart(4, '0')}`,
    type: template.type,
    mcc: '5999',
    ...(template.squareCoordinates && coordinates ? { coordinates: { ...coordinates } } : {}),
  }
  return {
    location,
    coordinates,
    geocodable: template.geocodable && template.street !== undefined,
    tax: { name: `${town.state} Sales Tax`, percentage: town.taxPercent, type: template.taxType },
    popularity: template.popularity,
    activeYears,
  }
}

function lifeOf(
  lifecycle: Lifecycle,
  random: Random,
  years: readonly number[],
  firstYear: number,
  lastYear: number,
): { createdAt: string; activeYears: readonly number[] } {
  const spring = (year: number) =>
    new Date(Date.UTC(year, random.int(1, 4), random.int(1, 28), random.int(15, 23), random.int(0, 59), random.int(0, 59)))
      .toISOString()
      .replace('.000Z', 'Z')
  switch (lifecycle) {
    case 'always':
      return { createdAt: spring(firstYear - 1 - random.int(0, 3)), activeYears: years }
    case 'closed':
      return { createdAt: spring(firstYear - 1 - random.int(0, 2)), activeYears: years.slice(0, -1) }
    case 'opened-late': {
      const opened = years.length >= 2 ? (years[years.length - 2] as number) : lastYear
      return { createdAt: spring(opened), activeYears: years.filter((y) => y >= opened) }
    }
    case 'empty':
      return { createdAt: `${lastYear}-06-${String(random.int(10, 20))}T18:04:11Z`, activeYears: [] }
  }
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6
