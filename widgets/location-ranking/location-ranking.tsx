// fw-location-ranking: the admin Analytics page. Ranks every stand open this season by the newest
// season's net sales or transactions so far, each with its change against the season before at the
// same local moment, from the season pace of every location (/api/square/pace, asked at the page's
// view of the server's minute, as Season Pace asks it): one like-for-like definition for both
// screens, and the page says up to when. Stands closed this season are listed apart. Location
// names link to the location's admin page (link-template, default /admin/locations/{locationId}).
import { useId, useState } from 'react'
import { CLOSED_THIS_SEASON } from '../../src/analytics/closed-stands'
import type { PaceData } from '../../src/contract/pace'
import { QueryStateView, paceHeadline, usePace, WidgetLink } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { formatCount, formatMoney, formatPercentChange } from '../../src/format'
import { Button, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell } from '../ui-kit'
import { closedLocations, rankingHeaders, rankingTotals, rankLocations, type FigureChange, type RankBy, type RankedLocation, type RankingTotals } from './ranking-model'
import { locationRankingStyles } from './styles'

export const RANKING_LINK = '/admin/locations/{locationId}'

function Change({ figure }: { figure: FigureChange }) {
  if (figure.previous === null) return <span className="fw-ranking-muted">—</span>
  if (figure.change === null) return <span className="fw-ranking-muted">{figure.value > 0 ? 'New' : '—'}</span>
  const shown = formatPercentChange(figure.change)
  const trend = shown.startsWith('+') ? 'up' : shown.startsWith('-') ? 'down' : 'flat'
  return (
    <span className="fw-ranking-change" data-trend={trend}>
      <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
      {shown}
    </span>
  )
}

function changeText(figure: FigureChange, previous: number | null): string {
  return figure.change === null || previous === null ? '' : ` (${formatPercentChange(figure.change)} vs ${previous})`
}

/** "$3,900.00 net sales (+30.0% vs 2024) and 49 transactions (+12.0% vs 2024) at 3 of 4 open stands." */
function totalsText(totals: RankingTotals): string {
  return (
    `${formatMoney(totals.netSales.value)} net sales${changeText(totals.netSales, totals.previous)} and ` +
    `${formatCount(totals.transactions.value)} transactions${changeText(totals.transactions, totals.previous)} ` +
    `at ${formatCount(totals.sellingLocations)} of ${formatCount(totals.openLocations)} open stands.`
  )
}

function LocationCell({ row }: { row: RankedLocation }) {
  return (
    <TableCell>
      <WidgetLink params={{ locationId: row.location.id, id: row.location.id }} defaultTemplate={RANKING_LINK}>
        {row.location.name}
      </WidgetLink>
    </TableCell>
  )
}

export function LocationRankingView({ data }: { data: PaceData }) {
  useStyles(locationRankingStyles)
  const [by, setBy] = useState<RankBy>('netSales')
  const totals = rankingTotals(data)
  if (totals === null) {
    return (
      <div className="fw-location-ranking" data-status="empty" part="empty">
        <p className="fw-ranking-muted">No season has sales yet.</p>
      </div>
    )
  }
  const rows = rankLocations(data.locations, by)
  const closed = closedLocations(data.locations)
  const { soFar, against } = rankingHeaders(totals, data.likeForLike)
  return (
    <div className="fw-location-ranking" data-status="ready" data-like-for-like={data.likeForLike}>
      <p className="fw-ranking-note">{paceHeadline(data)}</p>
      <p className="fw-ranking-muted">{totalsText(totals)}</p>
      <div className="fw-ranking-by" role="group" aria-label="Rank by">
        <Button size="sm" variant={by === 'netSales' ? 'primary' : 'outline'} aria-pressed={by === 'netSales'} onClick={() => setBy('netSales')}>
          Net Sales
        </Button>
        <Button size="sm" variant={by === 'transactions' ? 'primary' : 'outline'} aria-pressed={by === 'transactions'} onClick={() => setBy('transactions')}>
          Transactions
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="fw-ranking-export"
          disabled={rows.length === 0 && closed.length === 0}
          // The CSV writer loads on the first press (see ./ranking-csv).
          onClick={() => void import('./ranking-csv').then(({ saveRankingCsv }) => saveRankingCsv({ rows, closed, totals, likeForLike: data.likeForLike }, by))}
        >
          Export CSV
        </Button>
      </div>
      <TableShell label={`Locations ranked by ${by === 'netSales' ? 'net sales' : 'transactions'}, ${soFar.toLowerCase()}`}>
        <thead>
          <tr>
            <TableHeader align="end">Rank</TableHeader>
            <TableHeader>Location</TableHeader>
            <TableHeader align="end">Net Sales {soFar}</TableHeader>
            <TableHeader align="end">{against}</TableHeader>
            <TableHeader align="end">Transactions {soFar}</TableHeader>
            <TableHeader align="end">{against}</TableHeader>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && closed.length === 0 ? (
            <TableEmptyRow colSpan={6}>No locations found</TableEmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.location.id} data-location-id={row.location.id}>
                <TableCell align="end">{row.rank}</TableCell>
                <LocationCell row={row} />
                <TableCell align="end">{formatMoney(row.netSales.value)}</TableCell>
                <TableCell align="end">
                  <Change figure={row.netSales} />
                </TableCell>
                <TableCell align="end">{formatCount(row.transactions.value)}</TableCell>
                <TableCell align="end">
                  <Change figure={row.transactions} />
                </TableCell>
              </TableRow>
            ))
          )}
        </tbody>
        {closed.length === 0 ? null : (
          <tbody className="fw-ranking-closed">
            <tr>
              <th scope="rowgroup" colSpan={6} className="fw-ranking-closed-title">
                {CLOSED_THIS_SEASON}
              </th>
            </tr>
            {closed.map((row) => (
              <TableRow key={row.location.id} data-location-id={row.location.id} data-closed>
                <TableCell align="end">
                  <span className="fw-ranking-muted">—</span>
                </TableCell>
                <LocationCell row={row} />
                <TableCell align="end">{formatMoney(row.netSales.value)}</TableCell>
                <TableCell align="end">
                  <span className="fw-ranking-muted">Closed</span>
                </TableCell>
                <TableCell align="end">{formatCount(row.transactions.value)}</TableCell>
                <TableCell align="end">
                  <span className="fw-ranking-muted">Closed</span>
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        )}
      </TableShell>
    </div>
  )
}

// No attributes beyond the context ones every widget takes.
export type LocationRankingProps = Record<string, never>

export function LocationRanking() {
  useStyles(locationRankingStyles)
  // Every location, every tracked season up to the current one: the newest against the one before.
  const state = usePace({ locationIds: undefined, city: undefined, years: undefined })
  const titleId = useId()
  return (
    <section className="fw-ranking" aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className="fw-ranking-title">
          Location Ranking
        </h2>
      </header>
      <QueryStateView state={state} className="fw-location-ranking" what="the ranking" loading={<p className="fw-ranking-muted">Loading the ranking...</p>}>
        {(data) => <LocationRankingView data={data} />}
      </QueryStateView>
    </section>
  )
}
