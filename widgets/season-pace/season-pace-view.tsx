// The season pace drawn from an answer: what it compares, the cards (the newest season against
// each earlier one at the same moment), the cumulative chart with the now line, and the table.
// Pure: it knows nothing of the API or custom elements, so stories and tests feed it answers.
import { useId } from 'react'
import type { PaceData } from '../../src/contract/pace'
import { useStyles } from '../../src/elements/use-styles'
import { ChartFrame } from '../chart-kit'
import { SummaryCardsView } from '../summary-cards'
import { PaceChart } from './pace-chart'
import { cumulativeSeasons, paceCards, paceHeadline } from './pace-model'
import { PaceTable } from './pace-table'
import { seasonPaceStyles } from './styles'

export const PACE_TITLE = 'Season Pace'
export const PACE_CHART_TITLE = 'Cumulative Net Sales by Hour'
/** Tall enough for eight days of lines to part. */
const PACE_CHART_HEIGHT = 320

function quietText(count: number): string {
  return count === 1 ? '1 stand is quiet: no sale for 30 minutes in its usual busy hours.' : `${count} stands are quiet: no sale for 30 minutes in their usual busy hours.`
}

function Header({ data, titleId }: { data: PaceData | null; titleId?: string }) {
  const quiet = data?.locations.filter((location) => location.quiet).length ?? 0
  return (
    <header className="fw-season-pace-header">
      <h2 id={titleId} className="fw-season-pace-title">
        {PACE_TITLE}
      </h2>
      {data ? <p className="fw-season-pace-note">{paceHeadline(data)}</p> : null}
      <p className="fw-season-pace-quiet" role="status">
        {quiet > 0 ? quietText(quiet) : ''}
      </p>
    </header>
  )
}

export interface SeasonPaceViewProps {
  data: PaceData
  /** What the selection is, for the CSV file's name: a city, "all cities", or "locations". */
  scope?: string
}

export function SeasonPaceView({ data, scope }: SeasonPaceViewProps) {
  useStyles(seasonPaceStyles)
  const titleId = useId()
  const seasons = cumulativeSeasons(data)
  return (
    <section className="fw-season-pace" data-status="ready" data-like-for-like={data.likeForLike} aria-labelledby={titleId}>
      <Header data={data} titleId={titleId} />
      <SummaryCardsView figures={paceCards(data)} />
      <ChartFrame title={PACE_CHART_TITLE} height={PACE_CHART_HEIGHT} empty={seasons.every((season) => season.cumulative.every((cents) => cents === 0))} resetKey={data}>
        {({ width, height }) => <PaceChart title={PACE_CHART_TITLE} seasons={seasons} now={data.hourly.now} width={width} height={height} />}
      </ChartFrame>
      <PaceTable data={data} scope={scope} />
    </section>
  )
}

/** What shows while the answer loads (after 200 ms). */
export function SeasonPaceLoading() {
  useStyles(seasonPaceStyles)
  return (
    <>
      <Header data={null} />
      <SummaryCardsView figures={null} loading />
      <ChartFrame title={PACE_CHART_TITLE} height={PACE_CHART_HEIGHT} loading>
        {() => null}
      </ChartFrame>
    </>
  )
}
