// The debugger's body for a list of keys: the four count cards and the cache's size against its
// budget, the key search, the type filter buttons with their counts, and the virtualised table of
// keys with their sizes and actions. Pure apart from the search and filter it holds, so stories
// and tests feed it rows directly.
import { useId, useMemo, useRef, useState } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import type { KvUsage } from '../../src/contract/kv-cache'
import { formatBytes, formatCount, MISSING_FIGURE } from '../../src/format'
import { useVirtualRows } from '../widget-kit'
import { Badge, Button, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell, TableSpacerRow } from '../ui-kit'
import { filterKvRows, KV_FILTERS, KV_TYPE_LABELS, kvCounts, kvEmptyText, kvUsageView, type KvFilter, type KvKeyRow } from './kv-cache-model'
import { kvCacheStyles } from './styles'

/** Height of one key row, and of the table's scroll box. */
export const KV_ROW_HEIGHT = 48
export const KV_TABLE_HEIGHT = 480

export interface KvCacheViewProps {
  rows: readonly KvKeyRow[]
  /** The cache's size against its byte budget; the card is left out when the server reports none. */
  usage?: KvUsage | undefined
  /** The key whose copy button says 'Copied!'. */
  copied: string | null
  onCopy: (key: string) => void
  onView: (key: string) => void
  onDelete: (key: string) => void
}

const STAT_CARDS: readonly { filter: KvFilter; title: string }[] = [
  { filter: 'all', title: 'Total Keys' },
  { filter: 'geocode', title: 'Geocode' },
  { filter: 'orders', title: 'Orders' },
  { filter: 'locations', title: 'Locations' },
]

const rowKey = (row: KvKeyRow) => row.name

const TYPE_BADGE = { geocode: 'info', orders: 'success', locations: 'warning', other: 'neutral' } as const

/** The cache's size, its budget and a bar of the share used. */
function UsageCard({ usage }: { usage: KvUsage }) {
  const view = kvUsageView(usage)
  return (
    <article className="fw-kv-stat" aria-label="Cache Size">
      <h3 className="fw-kv-stat-title">Cache Size</h3>
      <p className="fw-kv-stat-value">{view.used}</p>
      <div
        className="fw-kv-meter"
        role="meter"
        aria-label="Cache budget used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(view.percent)}
        aria-valuetext={`${view.used} of ${view.budget} (${view.share})`}
      >
        <span className="fw-kv-meter-fill" style={{ width: `${view.percent}%` }} />
      </div>
      <p className="fw-kv-stat-note">
        of {view.budget} budget ({view.share}); the least recently used entries go first
      </p>
    </article>
  )
}

export function KvCacheView({ rows, usage, copied, onCopy, onView, onDelete }: KvCacheViewProps) {
  useStyles(kvCacheStyles)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<KvFilter>('all')
  const searchId = useId()
  const counts = kvCounts(rows)
  const shown = useMemo(() => filterKvRows(rows, filter, search), [rows, filter, search])
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtual = useVirtualRows({ items: shown, keyOf: rowKey, rowHeight: KV_ROW_HEIGHT, scrollRef, viewport: KV_TABLE_HEIGHT })

  return (
    <div className="fw-kv-body" data-status="ready">
      <section className="fw-kv-stats" aria-label="Cache key counts">
        {STAT_CARDS.map((card) => (
          <article key={card.filter} className="fw-kv-stat" aria-label={card.title}>
            <h3 className="fw-kv-stat-title">{card.title}</h3>
            <p className="fw-kv-stat-value">{formatCount(counts[card.filter])}</p>
          </article>
        ))}
        {usage === undefined ? null : <UsageCard usage={usage} />}
      </section>
      <div className="fw-kv-tools">
        <label htmlFor={searchId} className="fw-visually-hidden">
          Search keys
        </label>
        <input
          id={searchId}
          type="search"
          className="fw-kv-search"
          placeholder="Search keys..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="fw-kv-filters" role="group" aria-label="Key type">
          {KV_FILTERS.map((option) => (
            <Button key={option.value} size="sm" variant={filter === option.value ? 'primary' : 'outline'} aria-pressed={filter === option.value} onClick={() => setFilter(option.value)}>
              {option.label} ({formatCount(counts[option.value])})
            </Button>
          ))}
        </div>
      </div>
      <TableShell label="Cache keys" height={KV_TABLE_HEIGHT} scrollRef={scrollRef} rowCount={shown.length + 1} layout="fixed">
        <colgroup>
          <col />
          <col style={{ width: '120px' }} />
          <col style={{ width: '100px' }} />
          <col style={{ width: '230px' }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <TableHeader>Key</TableHeader>
            <TableHeader>Type</TableHeader>
            <TableHeader align="end">Size</TableHeader>
            <TableHeader align="end">Actions</TableHeader>
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <TableEmptyRow colSpan={4}>{kvEmptyText(filter, search)}</TableEmptyRow>
          ) : (
            <>
              <TableSpacerRow height={virtual.before} colSpan={4} />
              {virtual.rows.map(({ item: row, index, key }) => {
                return (
                  <TableRow key={key} rowIndex={index + 2} style={{ height: KV_ROW_HEIGHT }} data-key={row.name}>
                    <TableCell className="fw-kv-key" title={row.name}>
                      {row.name}
                    </TableCell>
                    <TableCell>
                      <Badge variant={TYPE_BADGE[row.type]}>{KV_TYPE_LABELS[row.type]}</Badge>
                    </TableCell>
                    <TableCell align="end" className="fw-kv-size">
                      {row.bytes === null ? MISSING_FIGURE : formatBytes(row.bytes)}
                    </TableCell>
                    <TableCell align="end" className="fw-kv-actions">
                      <Button size="sm" variant="ghost" onClick={() => onCopy(row.name)}>
                        {copied === row.name ? 'Copied!' : 'Copy'}
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => onView(row.name)}>
                        View
                      </Button>
                      <Button size="sm" variant="ghost" className="fw-kv-delete" onClick={() => onDelete(row.name)}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                )
              })}
              <TableSpacerRow height={virtual.after} colSpan={4} />
            </>
          )}
        </tbody>
      </TableShell>
    </div>
  )
}
