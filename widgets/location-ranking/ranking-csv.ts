// The Analytics ranking as a CSV file: the rows in the table's order, each open stand's rank, net
// sales (dollars) and transactions of the newest season so far with their change against the season
// before at the same moment in percent, then the stands closed this season, unranked and with no
// change (their −100 % is not a pace), as the table sets them apart. The headers are the table's.
// Named after what it holds: "ranking-net-sales-2025.csv". The ranking loads this file when its
// button is pressed, so the page does not download the CSV writer with it.
import { csvBlob, csvDollars, csvFileName, csvText, downloadBlob } from '../widget-kit'
import { rankingHeaders, type FigureChange, type RankBy, type RankedLocation, type RankingTotals } from './ranking-model'

/** What the file holds: the ranked rows, those closed this season, and the seasons compared. */
export interface RankingTable {
  rows: readonly RankedLocation[]
  closed: readonly RankedLocation[]
  totals: Pick<RankingTotals, 'newest' | 'previous'>
  likeForLike: boolean
}

/** A change as a spreadsheet reads a percentage: one decimal, empty where there is none to compare. */
const percent = (figure: FigureChange): string => (figure.change === null ? '' : figure.change.toFixed(1))

export function rankingCsv({ rows, closed, totals, likeForLike }: RankingTable): string {
  const { soFar, against } = rankingHeaders(totals, likeForLike)
  const line = (row: RankedLocation, ranked: boolean) => [
    ranked ? row.rank : '',
    row.location.id,
    row.location.name,
    row.location.status,
    csvDollars(row.netSales.value),
    ranked ? percent(row.netSales) : '',
    row.transactions.value,
    ranked ? percent(row.transactions) : '',
  ]
  return csvText(
    ['Rank', 'Location ID', 'Location', 'Status', `Net Sales ${soFar}`, `Net Sales ${against} (%)`, `Transactions ${soFar}`, `Transactions ${against} (%)`],
    [...rows.map((row) => line(row, true)), ...closed.map((row) => line(row, false))],
  )
}

export function rankingCsvFileName(by: RankBy, totals: Pick<RankingTotals, 'newest'>): string {
  return csvFileName('ranking', by === 'netSales' ? 'net sales' : 'transactions', totals.newest)
}

export function saveRankingCsv(table: RankingTable, by: RankBy): void {
  downloadBlob(csvBlob(rankingCsv(table)), rankingCsvFileName(by, table.totals))
}
