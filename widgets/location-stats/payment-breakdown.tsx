// The payment type breakdown, as Square's Payment Methods report: the money collected under each
// tender type (tax, tips and gift card sales included, refunds taken off the type they went back
// to) stacked per year for each day, with each year's totals and percentage split beside the
// chart, and the partial refunds (refunds by amount, which Square's Sales Summary lists apart and
// takes off total collected, not off net sales). It says "collected" wherever it shows money, so
// nobody reads it as net sales. While the newest year is in progress, the table holds the earlier
// years up to the same local minute (like for like) and says so; the chart shows them whole.
import type { CutMoment } from '../../src/analytics/season-cut'
import { formatMoney, formatSharePercent, likeForLikeNote, likeForLikeText } from '../../src/format'
import { ScrollBox } from '../ui-kit'
import { ChartFrame, PAYMENT_CHART_HEIGHT, StackedBarChart, isEmptyChartData, type ChartData } from '../chart-kit'
import { chartDollars, chartShare } from './chart-formats'
import { PAYMENT_KIND_NAMES, shownPaymentKinds, type PaymentKind, type PaymentTotals } from './stats-model'

export const PAYMENT_CHART_TITLE = 'Money Collected by Payment Type'

const COLLECTED = { cash: 'cashCollected', card: 'cardCollected', other: 'otherCollected' } as const
const PERCENT = { cash: 'cashPercent', card: 'cardPercent', other: 'otherPercent' } as const

export const PARTIAL_REFUNDS_NOTE =
  'Partial refunds are refunds by amount with no items returned: they are taken off the money collected above, not off net sales.'

/** What the totals table says while it compares like for like. */
export function likeForLikeCollectedNote(through: CutMoment, newest: number): string {
  return `${likeForLikeNote(through)}: each earlier year's money collected up to the same local day and time as ${newest} so far. The chart shows earlier years whole.`
}

function TotalsTable({ totals, through }: { totals: readonly PaymentTotals[]; through: CutMoment | null }) {
  const kinds: PaymentKind[] = shownPaymentKinds(totals.map((year) => ({ totals: year })))
  const newest = Math.max(...totals.map((year) => year.year))
  const partialRefunds = totals.some((year) => year.partialRefunds !== 0)
  // Scrolls inside its own box on a narrow screen rather than widening the page.
  return (
    <>
      <ScrollBox label="Money collected by payment type and year">
        <table className="fw-payment-totals">
          <caption className="fw-visually-hidden">Money collected by payment type and year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              {kinds.map((kind) => (
                <th key={kind} scope="col">
                  {PAYMENT_KIND_NAMES[kind]} collected
                </th>
              ))}
              <th scope="col">Total collected</th>
              {partialRefunds && <th scope="col">Partial refunds</th>}
              <th scope="col">Split</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((year) => (
              <tr key={year.year}>
                <th scope="row">
                  {year.year}
                  {through !== null ? <span className="fw-payment-through">{year.year === newest ? ' so far' : ` ${likeForLikeText(through)}`}</span> : null}
                </th>
                {kinds.map((kind) => (
                  <td key={kind}>{formatMoney(year[COLLECTED[kind]])}</td>
                ))}
                <td>{formatMoney(year.totalCollected)}</td>
                {partialRefunds && <td>{formatMoney(year.partialRefunds)}</td>}
                <td className="fw-payment-split">
                  {kinds.map((kind, index) => (
                    <span key={kind}>
                      {index > 0 ? ' · ' : ''}
                      {PAYMENT_KIND_NAMES[kind]} {formatSharePercent(year[PERCENT[kind]])}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {through !== null ? <p className="fw-payment-note">{likeForLikeCollectedNote(through, newest)}</p> : null}
      {partialRefunds && <p className="fw-payment-note">{PARTIAL_REFUNDS_NOTE}</p>}
    </>
  )
}

export interface PaymentBreakdownProps {
  data: ChartData
  totals: readonly PaymentTotals[]
  /** The local minute the earlier years' totals are counted to (like for like); null or absent for whole seasons. */
  through?: CutMoment | null
  loading?: boolean
}

export function PaymentBreakdown({ data, totals, through = null, loading = false }: PaymentBreakdownProps) {
  const empty = !loading && isEmptyChartData(data)
  return (
    <ChartFrame
      title={PAYMENT_CHART_TITLE}
      height={PAYMENT_CHART_HEIGHT}
      loading={loading}
      empty={empty}
      resetKey={data}
      summary={loading || empty ? null : <TotalsTable totals={totals} through={through} />}
    >
      {({ width, height }) => (
        <StackedBarChart
          title={PAYMENT_CHART_TITLE}
          data={data}
          width={width}
          height={height}
          formatValue={chartDollars}
          formatShare={chartShare}
          labelHeader="Day"
        />
      )}
    </ChartFrame>
  )
}
