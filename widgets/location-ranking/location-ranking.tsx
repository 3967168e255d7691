// fw-location-ranking: the admin Analytics page. Ranks every location by the newest tracked
// season's net sales or transactions, each with its change against the season before, from the
// locations answer the page already shares (no extra request). Location names link to the
// location's admin page (link-template, default /admin/locations/{locationId}).
import { useId, useState } from 'react'
import { locationsQuery } from '../../src/api/queries'
import type { Location } from '../../src/contract/location'
import { QueryStateView, trackedSeasonsOf, useQuery, WidgetLink } from '../widget-kit'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { formatCount, formatMoney, formatPercentChange } from '../../src/format'
import { Badge, Button, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell } from '../ui-kit'
import { rankingTotals, rankLocations, seasonPair, type FigureChange, type RankBy } from './ranking-model'
import { locationRankingStyles } from './styles'

export const RANKING_LINK = '/admin/locations/{locationId}'

function Change({ figure, against }: { figure: FigureChange; against: number | null }) {
  if (against === null) return <span className="fw-ranking-muted">—</span>
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

export function LocationRankingView({ locations }: { locations: readonly Location[] }) {
  useStyles(locationRankingStyles)
  const [by, setBy] = useState<RankBy>('netSales')
  const seasons = seasonPair(trackedSeasonsOf(locations))
  if (seasons === null) {
    return (
      <div className="fw-location-ranking" data-status="empty">
        <p className="fw-ranking-muted">No season has sales yet.</p>
      </div>
    )
  }
  const rows = rankLocations(locations, seasons, by)
  const totals = rankingTotals(rows, seasons.previous !== null)
  const against = seasons.previous
  return (
    <div className="fw-location-ranking" data-status="ready">
      <p className="fw-ranking-muted">
        {seasons.newest} season{against !== null ? `, against ${against}` : ''}: {formatMoney(totals.netSales.value)} net sales and {formatCount(totals.transactions.value)}{' '}
        transactions at {formatCount(totals.sellingLocations)} of {formatCount(rows.length)} locations.
      </p>
      <div className="fw-ranking-by" role="group" aria-label="Rank by">
        <Button size="sm" variant={by === 'netSales' ? 'primary' : 'outline'} aria-pressed={by === 'netSales'} onClick={() => setBy('netSales')}>
          Net Sales
        </Button>
        <Button size="sm" variant={by === 'transactions' ? 'primary' : 'outline'} aria-pressed={by === 'transactions'} onClick={() => setBy('transactions')}>
          Transactions
        </Button>
      </div>
      <TableShell label={`Locations ranked by ${by === 'netSales' ? 'net sales' : 'transactions'}, ${seasons.newest}`}>
        <thead>
          <tr>
            <TableHeader align="end">Rank</TableHeader>
            <TableHeader>Location</TableHeader>
            <TableHeader align="end">Net Sales {seasons.newest}</TableHeader>
            <TableHeader align="end">{against !== null ? `vs ${against}` : 'Change'}</TableHeader>
            <TableHeader align="end">Transactions {seasons.newest}</TableHeader>
            <TableHeader align="end">{against !== null ? `vs ${against}` : 'Change'}</TableHeader>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <TableEmptyRow colSpan={6}>No locations found</TableEmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.location.id} data-location-id={row.location.id}>
                <TableCell align="end">{row.rank}</TableCell>
                <TableCell>
                  <WidgetLink params={{ locationId: row.location.id, id: row.location.id }} defaultTemplate={RANKING_LINK}>
                    {row.location.name}
                  </WidgetLink>
                  {row.location.status === 'INACTIVE' ? (
                    <>
                      {' '}
                      <Badge variant="neutral">Inactive</Badge>
                    </>
                  ) : null}
                </TableCell>
                <TableCell align="end">{formatMoney(row.netSales.value)}</TableCell>
                <TableCell align="end">
                  <Change figure={row.netSales} against={against} />
                </TableCell>
                <TableCell align="end">{formatCount(row.transactions.value)}</TableCell>
                <TableCell align="end">
                  <Change figure={row.transactions} against={against} />
                </TableCell>
              </TableRow>
            ))
          )}
        </tbody>
      </TableShell>
    </div>
  )
}

// No attributes beyond the context ones every widget takes.
export type LocationRankingProps = Record<string, never>

export function LocationRanking() {
  useStyles(locationRankingStyles)
  const api = useWidgetApi()
  const state = useQuery(() => locationsQuery(api), [api])
  const titleId = useId()
  return (
    <section className="fw-ranking" aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className="fw-ranking-title">
          Location Ranking
        </h2>
      </header>
      <QueryStateView state={state} className="fw-location-ranking" what="the locations" loading={<p className="fw-ranking-muted">Loading locations...</p>}>
        {(data) => <LocationRankingView locations={data.locations} />}
      </QueryStateView>
    </section>
  )
}
