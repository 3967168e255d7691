// The payment type breakdown: net sales by cash and card stacked per year for each day, with each
// year's totals and percentage split beside the chart.
import { formatMoney, formatSharePercent } from '../../src/format'
import { ChartFrame, PAYMENT_CHART_HEIGHT, StackedBarChart, isEmptyChartData, type ChartData } from '../chart-kit'
import { chartDollars, chartShare } from './chart-formats'
import type { PaymentTotals } from './stats-model'

export const PAYMENT_CHART_TITLE = 'Payment Type Breakdown'

function TotalsTable({ totals }: { totals: readonly PaymentTotals[] }) {
  const withOther = totals.some((year) => year.otherSales !== 0)
  return (
    <table className="fw-payment-totals">
      <caption className="fw-visually-hidden">Payment totals by year</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Cash</th>
          <th scope="col">Card</th>
          {withOther ? <th scope="col">Other</th> : null}
          <th scope="col">Total</th>
          <th scope="col">Split</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((year) => (
          <tr key={year.year}>
            <th scope="row">{year.year}</th>
            <td>{formatMoney(year.cashSales)}</td>
            <td>{formatMoney(year.cardSales)}</td>
            {withOther ? <td>{formatMoney(year.otherSales)}</td> : null}
            <td>{formatMoney(year.totalSales)}</td>
            <td>
              Cash {formatSharePercent(year.cashPercent)} · Card {formatSharePercent(year.cardPercent)}
              {withOther ? ` · Other ${formatSharePercent(year.otherPercent)}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
