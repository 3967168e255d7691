// The pace table as a CSV file: the rows in the table's order, each location's net sales this
// season so far and last season at the same moment (dollars), the pace in percent (none for a stand
// closed this season, as the table shows none), its last sale at its own local time with its zone,
// and whether it is quiet. Named after what it holds:
// "pace-oakdale-2025.csv", "pace-all-cities-2025.csv". The table loads this file when its button is
// pressed, so the page does not download the CSV writer (papaparse) with the figures.
import { isClosedThisSeason } from '../../src/analytics/closed-stands'
import type { PaceData } from '../../src/contract/pace'
import { formatDateTime } from '../../src/format/date-time'
import { csvBlob, csvDollars, csvFileName, csvText, downloadBlob } from '../widget-kit'
import { paceHeaders, type PaceRow } from './pace-model'

/** The pace as a spreadsheet reads a percentage: one decimal, no sign for gains ("-3.2", "65.0"). */
const pacePercent = (pace: number | null): string => (pace === null ? '' : pace.toFixed(1))

export function paceCsv(data: PaceData, rows: readonly PaceRow[]): string {
  const headers = paceHeaders(data)
  return csvText(
    ['Location ID', 'Location', 'Status', headers.soFar, headers.lastSeason, 'Pace (%)', 'Last Payment', 'Quiet'],
    rows.map(({ location, pace }) => [
      location.id,
      location.name,
      location.status,
      csvDollars(location.soFar.netSales),
      location.lastSeason === null ? '' : csvDollars(location.lastSeason.netSales),
      isClosedThisSeason(location) ? '' : pacePercent(pace),
      location.lastPaymentAt === null ? '' : formatDateTime(location.lastPaymentAt, location.timezone, { zone: true }),
      location.quiet ? 'yes' : 'no',
    ]),
  )
}

/** "pace-oakdale-2025.csv"; `scope` names the selection (a city, "all cities", "locations"). */
export function paceCsvFileName(scope: string, data: PaceData): string {
  return csvFileName('pace', scope, ...data.years.slice(-1))
}

export function savePaceCsv(data: PaceData, rows: readonly PaceRow[], scope: string): void {
  downloadBlob(csvBlob(paceCsv(data, rows)), paceCsvFileName(scope, data))
}
