// Every signed-in screen of the route table, as the browser tests open it: the route's path with
// its parameters filled from the demo season, the search that shows it with data where the bare
// URL would not (two locations to compare, every city on the map), the fw-* elements it composes
// and a link or tab of its innermost layout, so the layout is known to be drawn too. Made from
// the route table alone: a new route with a screen is checked with no edit here.
import { ROUTES, type LayoutName, type RouteName } from '../../shell/routing/route-table'

export interface ScreenToCheck {
  route: RouteName
  /** The URL to open, search included. */
  url: string
  /** The fw-* elements the screen composes. */
  shows: readonly string[]
  /** A link or tab the screen's innermost layout always shows. */
  layoutLandmark: { role: 'link' | 'tab'; name: string }
}

/** The demo's values for a route's parameters. */
export interface ScreenSample {
  /** A location with sales in the sample's year. */
  locationId: string
  /** Two active locations, for the compare screen. */
  compared: readonly [string, string]
  year: number
  /** An order of the location in that year. */
  orderId: string
}

/** What each layout always shows: the admin's way back, the location's tabs, the /stats sidebar's views. */
const LAYOUT_LANDMARKS: Record<LayoutName, ScreenToCheck['layoutLandmark']> = {
  admin: { role: 'link', name: 'Return to App' },
  'admin-location': { role: 'link', name: 'Return to App' },
  stats: { role: 'link', name: 'Grid' },
  locations: { role: 'link', name: 'Grid' },
  details: { role: 'link', name: 'Grid' },
  'location-details': { role: 'tab', name: 'Stats' },
}

/** The search a screen is opened with where its bare URL would show less than it can. */
function sampleSearch(route: RouteName, sample: ScreenSample): string {
  const searches: Partial<Record<RouteName, string>> = {
    locationsMap: 'city=',
    locationStats: `years=${sample.year - 1},${sample.year}`,
    locationItems: `years=${sample.year}`,
    locationOrders: `years=${sample.year}`,
    compare: `years=${sample.year}&locations=${sample.compared.map(encodeURIComponent).join(',')}`,
  }
  const search = searches[route]
  return search === undefined ? '' : `?${search}`
}

/** A screen's route definition, when the browser tests check it: signed in, not a redirect, in a layout. */
function checkedDefinition(route: RouteName) {
  const definition = ROUTES[route]
  if (!('screen' in definition) || 'redirect' in definition) return undefined
  if (definition.guard !== 'signed-in' && definition.guard !== 'admin') return undefined
  const layouts: readonly LayoutName[] = definition.layouts
  const innermost = layouts[layouts.length - 1]
  return innermost === undefined ? undefined : { definition, innermost }
}

/** The routes checked, in the route table's order: known before the demo is asked for its values, so a spec can name a test per screen. */
export function routesToCheck(): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[]).filter((route) => checkedDefinition(route) !== undefined)
}

export function screensToCheck(sample: ScreenSample): ScreenToCheck[] {
  const params: Record<string, string> = { locationId: sample.locationId, year: String(sample.year), orderId: sample.orderId }
  return routesToCheck().map((route) => {
    const { definition, innermost } = checkedDefinition(route)!
    const path = definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name]
      if (value === undefined) throw new Error(`No sample value for :${name} of ${definition.path}`)
      return encodeURIComponent(value)
    })
    const shows: readonly string[] = 'shows' in definition ? definition.shows : []
    return { route, url: `${path}${sampleSearch(route, sample)}`, shows, layoutLandmark: LAYOUT_LANDMARKS[innermost] }
  })
}
