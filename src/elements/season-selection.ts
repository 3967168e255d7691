// What every widget that shows a location's season takes from its host (docs/shell-and-widgets.md#down-attributes-up-events): the
// location, the years and the window days, as the dashboard's URL writes them. Shared so every
// such element reads them the same way.
import type { AttributeType } from './attributes'

/** `<fw-… location-id="L1" years="2024,2025" days="28to5">` */
export const SEASON_SELECTION_ATTRIBUTES = {
  'location-id': 'string',
  years: 'list',
  days: 'string',
} as const satisfies Record<string, AttributeType>

export interface SeasonSelectionProps {
  /** The Square location id. */
  locationId?: string
  /** Seasons, e.g. ["2024", "2025"] or "2024,2025"; absent means the last two tracked seasons, empty none. */
  years?: readonly (string | number)[] | string
  /** Window days, e.g. "28to5" (the whole window, the default) or "1to4". */
  days?: string
}

/** The `years` input as the URL's comma text (undefined stays undefined: "use the default"). */
export function yearsText(years: SeasonSelectionProps['years']): string | undefined {
  if (years === undefined) return undefined
  return typeof years === 'string' ? years : years.join(',')
}
