// The Analytics ranking as a CSV file: the rows in the ranking's order, each location's rank, net
// sales (dollars) and transactions of the newest season with their change against the season
// before in percent. Named after what it holds: "ranking-net-sales-2025.csv". The ranking loads
// this file when its button is pressed, so the page does not download the CSV writer with it.
import { csvBlob, csvDollars, csvFileName, csvText, downloadBlob } from '../widget-kit'
import type { FigureChange, RankBy, RankedLocation, SeasonPair } from './ranking-model'

/** A change as a spreadsheet reads a percentage: one decimal, empty where there is none to compare. */
const percent = (figure: FigureChange): string => (figure.change === null ? '' : figure.change.toFixed(1))

export function rankingCsv(rows: readonly RankedLocation[], seasons: SeasonPair): string {
  const against = seasons.previous === null ? 'Change (%)' : `vs ${seasons.previous} (%)`
  return csvText(
    ['Rank', 'Location ID', 'Location', 'Status', `Net Sales ${seasons.newest}`, `Net Sales ${against}`, `Transactions ${seasons.newest}`, `Transactions ${against}`],
    rows.map((row) => [row.rank, row.location.id, row.location.name, row.location.status, csvDollars(row.netSales.value), percent(row.netSales), row.transactions.value, percent(row.transactions)]),
  )
}

export function rankingCsvFileName(by: RankBy, seasons: SeasonPair): string {
  return csvFileName('ranking', by === 'netSales' ? 'net sales' : 'transactions', seasons.newest)
}

export function saveRankingCsv(rows: readonly RankedLocation[], seasons: SeasonPair, by: RankBy): void {
  downloadBlob(csvBlob(rankingCsv(rows, seasons)), rankingCsvFileName(by, seasons))
}
