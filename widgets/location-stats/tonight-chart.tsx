// Tonight on the stats screen: today's net sales added up hour by hour, the season in progress up
// to now (a now line where it has got to) against the same day of earlier seasons, and a sentence
// setting today so far against each earlier season's same day up to the same local minute.
import { changeTrend, formatCutMoment, formatMoney, formatPercentChange } from '../../src/format'
import { AreaChart, ChartFrame, isEmptyChartData } from '../chart-kit'
import { chartDollars } from './chart-formats'
import type { TonightModel } from './tonight-model'

export const TONIGHT_TITLE = 'Net Sales So Far Today'

function Against({ tonight }: { tonight: TonightModel }) {
  if (tonight.against.length === 0) return null
  return (
    <>
      , against{' '}
      {tonight.against.map((earlier, index) => (
        <span key={earlier.year} data-year={earlier.year}>
          {index === 0 ? '' : index === tonight.against.length - 1 ? ' and ' : ', '}
          <span className="fw-tonight-value">{formatMoney(earlier.value)}</span> in {earlier.year} (
          <span className="fw-tonight-change" data-trend={changeTrend(earlier.change)}>
            {formatPercentChange(earlier.change)}
          </span>
          )
        </span>
      ))}{' '}
      up to the same minute
    </>
  )
}

/** The sentence: "Today to Jul 4, 8:30 PM: $4,210.00, against $3,900.00 in 2024 (+7.9%) up to the same minute." */
export function TonightNote({ tonight }: { tonight: TonightModel }) {
  return (
    <p className="fw-tonight-note" data-year={tonight.soFar.year}>
      Today to {formatCutMoment(tonight.through)}: <span className="fw-tonight-value">{formatMoney(tonight.soFar.value)}</span>
      <Against tonight={tonight} />.
    </p>
  )
}

export function TonightChart({ tonight }: { tonight: TonightModel }) {
  return (
    <ChartFrame title={TONIGHT_TITLE} empty={isEmptyChartData(tonight.cumulative)} resetKey={tonight.cumulative} summary={<TonightNote tonight={tonight} />}>
      {({ width, height }) => <AreaChart title={TONIGHT_TITLE} data={tonight.cumulative} width={width} height={height} formatValue={chartDollars} labelHeader="Hour" />}
    </ChartFrame>
  )
}
