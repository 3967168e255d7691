import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { LocationRankingView } from './location-ranking'
import { rankingPace } from './ranking-fixture'

export default { title: 'Widgets / Location ranking' } satisfies StoryDefault

/** 8:30 PM on July 4, 2025: each open stand against 2024 at the same moment; a closed stand apart. */
export const Default: Story = () => <LocationRankingView data={rankingPace()} />
/** After the season: whole seasons. */
export const OutOfSeason: Story = () => <LocationRankingView data={rankingPace('2025-07-20T19:00:00.000Z')} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-ranking" what="the ranking" loading={<p>Loading the ranking...</p>}>
    {() => null}
  </QueryStateView>
)
/** Before the first hydration: no season has sales. */
export const Empty: Story = () => <LocationRankingView data={{ ...rankingPace(), years: [], seasons: [], locations: [] }} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-ranking" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <LocationRankingView data={rankingPace()} />
  </WidgetFrame>
)
