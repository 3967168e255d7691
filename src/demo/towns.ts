// Towns around Oakdale, California (and two out-of-state stands), with their sales-tax rate,
// centre coordinates and real street names, from which demo locations get plausible addresses.

export interface Street {
  name: string
  postalCode: string
  /** Typical house numbers on the stretch where stands set up. */
  numbers: readonly [number, number]
}

export interface Town {
  name: string
  state: string
  timezone: string
  /** Combined sales-tax rate in percent, as Square writes it ("8.375"). */
  taxPercent: string
  latitude: number
  longitude: number
  streets: readonly Street[]
}

const LA = 'America/Los_Angeles'
const st = (name: string, postalCode: string, from: number, to: number): Street => ({
  name,
  postalCode,
  numbers: [from, to],
})

export const TOWNS = {
  oakdale: {
    name: 'Oakdale', state: 'CA', timezone: LA, taxPercent: '8.375', latitude: 37.7666, longitude: -120.8472,
    streets: [st('E F St', '95361', 100, 1900), st('W F St', '95361', 100, 1500), st('N Yosemite Ave', '95361', 100, 1600), st('S Yosemite Ave', '95361', 100, 900), st('Maag Ave', '95361', 100, 800), st('E J St', '95361', 100, 700)],
  },
  riverbank: {
    name: 'Riverbank', state: 'CA', timezone: LA, taxPercent: '8.375', latitude: 37.736, longitude: -120.9354,
    streets: [st('Patterson Rd', '95367', 2000, 3100), st('Atchison St', '95367', 2800, 3700), st('Oakdale Rd', '95367', 5900, 6600), st('Claribel Rd', '95367', 2100, 3500)],
  },
  modesto: {
    name: 'Modesto', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.6391, longitude: -120.9969,
    streets: [st('McHenry Ave', '95350', 1200, 3700), st('Sisk Rd', '95356', 2900, 4100), st('Pelandale Ave', '95356', 1000, 2800), st('Oakdale Rd', '95355', 1400, 3500), st('Sylvan Ave', '95355', 1100, 3100), st('Yosemite Blvd', '95354', 900, 3200), st('Crows Landing Rd', '95351', 900, 2400), st('Kansas Ave', '95358', 1000, 2100), st('Briggsmore Ave', '95350', 700, 2200), st('Coffee Rd', '95355', 2000, 4400)],
  },
  escalon: {
    name: 'Escalon', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.7974, longitude: -120.9966,
    streets: [st('Main St', '95320', 1200, 2100), st('McHenry Ave', '95320', 1500, 2600), st('Escalon Ave', '95320', 1000, 1900)],
  },
  turlock: {
    name: 'Turlock', state: 'CA', timezone: LA, taxPercent: '8.375', latitude: 37.4947, longitude: -120.8466,
    streets: [st('Geer Rd', '95382', 1900, 3400), st('Monte Vista Ave', '95382', 1000, 2700), st('W Main St', '95380', 1000, 2900), st('Golden State Blvd', '95380', 1500, 3200), st('Countryside Dr', '95380', 1800, 2900)],
  },
  manteca: {
    name: 'Manteca', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.7974, longitude: -121.2161,
    streets: [st('E Yosemite Ave', '95336', 100, 1500), st('N Main St', '95336', 100, 1700), st('Union Rd', '95337', 1100, 2400), st('Airport Way', '95337', 1000, 2300), st('Moffat Blvd', '95336', 100, 900)],
  },
  ripon: {
    name: 'Ripon', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.7416, longitude: -121.1244,
    streets: [st('W Main St', '95366', 100, 1300), st('Jack Tone Rd', '95366', 100, 900), st('Colony Rd', '95366', 500, 1300)],
  },
  waterford: {
    name: 'Waterford', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.6413, longitude: -120.7605,
    streets: [st('Yosemite Blvd', '95386', 12200, 13200), st('F St', '95386', 100, 700)],
  },
  sonora: {
    name: 'Sonora', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.9841, longitude: -120.3822,
    streets: [st('Mono Way', '95370', 400, 1400), st('S Washington St', '95370', 100, 700), st('Sanguinetti Rd', '95370', 13700, 14100), st('Greenley Rd', '95370', 100, 900)],
  },
  hughson: {
    name: 'Hughson', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.5971, longitude: -120.8666,
    streets: [st('Hatch Rd', '95326', 6600, 7300), st('Santa Fe Ave', '95326', 7000, 7500)],
  },
  ceres: {
    name: 'Ceres', state: 'CA', timezone: LA, taxPercent: '8.375', latitude: 37.5949, longitude: -120.9577,
    streets: [st('E Whitmore Ave', '95307', 100, 2000), st('Mitchell Rd', '95307', 1500, 3500), st('Hatch Rd', '95307', 1400, 2900)],
  },
  salida: {
    name: 'Salida', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.7058, longitude: -121.0847,
    streets: [st('Broadway', '95368', 4400, 5000), st('Kiernan Ave', '95368', 4700, 5400), st('Pirrone Rd', '95368', 4800, 5300)],
  },
  knightsFerry: {
    name: 'Knights Ferry', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.8174, longitude: -120.573,
    streets: [st('Sonora Rd', '95361', 17300, 17700), st('Main St', '95361', 17600, 17800)],
  },
  jamestown: {
    name: 'Jamestown', state: 'CA', timezone: LA, taxPercent: '7.75', latitude: 37.9533, longitude: -120.4227,
    streets: [st('Main St', '95327', 18100, 18300), st('Jamestown Rd', '95327', 18000, 18700)],
  },
  stockton: {
    name: 'Stockton', state: 'CA', timezone: LA, taxPercent: '9', latitude: 37.9577, longitude: -121.2908,
    streets: [st('Pacific Ave', '95207', 4500, 6400), st('March Ln', '95207', 1000, 3400), st('Hammer Ln', '95210', 400, 2600)],
  },
  tracy: {
    name: 'Tracy', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.7397, longitude: -121.4252,
    streets: [st('W Grant Line Rd', '95304', 2500, 3300), st('W 11th St', '95376', 400, 2700), st('N Tracy Blvd', '95376', 100, 2900)],
  },
  patterson: {
    name: 'Patterson', state: 'CA', timezone: LA, taxPercent: '8.375', latitude: 37.4716, longitude: -121.1297,
    streets: [st('Sperry Ave', '95363', 100, 1400), st('W Las Palmas Ave', '95363', 100, 1000)],
  },
  lathrop: {
    name: 'Lathrop', state: 'CA', timezone: LA, taxPercent: '8.25', latitude: 37.8227, longitude: -121.2766,
    streets: [st('Lathrop Rd', '95330', 100, 1600), st('Golden Valley Pkwy', '95330', 16000, 17500)],
  },
  angelsCamp: {
    name: 'Angels Camp', state: 'CA', timezone: LA, taxPercent: '7.75', latitude: 38.0683, longitude: -120.5396,
    streets: [st('S Main St', '95222', 1000, 1400), st('Murphys Grade Rd', '95222', 100, 800)],
  },
  denair: {
    name: 'Denair', state: 'CA', timezone: LA, taxPercent: '7.875', latitude: 37.5263, longitude: -120.7966,
    streets: [st('Main St', '95316', 3300, 3900), st('Gratton Rd', '95316', 3500, 4700)],
  },
  stGeorge: {
    name: 'St. George', state: 'UT', timezone: 'America/Denver', taxPercent: '6.75', latitude: 37.0965, longitude: -113.5684,
    streets: [st('S River Rd', '84790', 1200, 2100), st('E St George Blvd', '84770', 100, 1200), st('Red Cliffs Dr', '84790', 100, 1000)],
  },
  pigeonForge: {
    name: 'Pigeon Forge', state: 'TN', timezone: 'America/New_York', taxPercent: '9.75', latitude: 35.7884, longitude: -83.5543,
    streets: [st('Parkway', '37863', 1800, 3300), st('Teaster Ln', '37863', 200, 700)],
  },
} satisfies Record<string, Town>

export type TownKey = keyof typeof TOWNS

/** The Californian towns new locations are spread over, nearest to Oakdale first. */
export const NEARBY_TOWN_KEYS: readonly TownKey[] = [
  'oakdale', 'riverbank', 'modesto', 'escalon', 'waterford', 'knightsFerry', 'hughson', 'salida', 'ceres',
  'ripon', 'manteca', 'turlock', 'denair', 'sonora', 'jamestown', 'stockton', 'lathrop', 'patterson', 'tracy',
  'angelsCamp',
]
