// The locations list as a CSV file: the rows the list shows (filtered and sorted as on screen),
// each with its id, name, address and status, then the figure columns shown, money in dollars.
// Named after what it holds: the city shown, or every city.
import type { Location } from '../../src/contract/location'
import { addressLines, csvDollars, csvFileName, csvText } from '../widget-kit'
import { columnValue, type FigureColumn } from './columns'

const FIXED_HEADERS = ['Location ID', 'Name', 'Address', 'Status']

export function locationsCsv(locations: readonly Location[], columns: readonly FigureColumn[]): string {
  return csvText(
    [...FIXED_HEADERS, ...columns.map((column) => column.label)],
    locations.map((location) => [
      location.id,
      location.name,
      addressLines(location)?.join(', ') ?? '',
      location.status,
      ...columns.map((column) => {
        const value = columnValue(location, column)
        return column.figure === 'net-sales' ? csvDollars(value) : value
      }),
    ]),
  )
}

/** "locations-oakdale.csv", or "locations-all-cities.csv" when no city is chosen. */
export function locationsCsvFileName(city: string | null): string {
  return csvFileName('locations', city?.trim() ? city : 'all cities')
}
