// The payment type breakdown, as Square's Payment Methods report: the money collected under each
// tender type (tax, tips and gift card sales included, refunds taken off the type they went back
// to) stacked per year for each day, with each year's totals and percentage split beside the
// chart, and the partial refunds (refunds by amount, which Square's Sales Summary lists apart and
// takes off total collected, not off net sales). It says "collected" wherever it shows money, so
// nobody reads it as net sales.
import { formatMoney, formatSharePercent } from '../../src/format'
import { ScrollBox } from '../ui-kit'
import { ChartFrame, PAYMENT_CHART_HEIGHT, StackedBarChart, isEmptyChartData, type ChartData } from '../chart-kit'
import { chartDollars, chartShare } from './chart-formats'
import { PAYMENT_KIND_NAMES, shownPaymentKinds, type PaymentKind, type PaymentTotals } from './stats-model'

export const PAYMENT_CHART_TITLE = 'Money Collected by Payment Type'

const COLLECTED = { cash: 'cashCollected', card: 'cardCollected', other: 'otherCollected' } as const
const PERCENT = { cash: 'cashPercent', card: 'cardPercent', other: 'otherPercent' } as const

export const PARTIAL_REFUNDS_NOTE =
  'Partial refunds are refunds by amount with no items returned: they are taken off the money collected above, not off net sales.'

function TotalsTable({ totals }: { totals: readonly PaymentTotals[] }) {
  const kinds: PaymentKind[] = shownPaymentKinds(totals.map((year) => ({ totals: year })))
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
                <th scope="row">{year.year}</th>
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
      {partialRefunds && <p className="fw-payment-note">{PARTIAL_REFUNDS_NOTE}</p>}
    </>
  )
}

export interface PaymentBreakdownProps {
  data: ChartData
  totals: readonly PaymentTotals[]
  loading?: boolean
}

export function PaymentBreakdown({ data, totals, loading = false }: PaymentBreakdownProps) {
  const empty = !loading && isEmptyChartData(data)
  return (
    <ChartFrame
      title={PAYMENT_CHART_TITLE}
      height={PAYMENT_CHART_HEIGHT}
      loading={loading}
      empty={empty}
      resetKey={data}
      summary={loading || empty ? null : <TotalsTable totals={totals} />}
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
