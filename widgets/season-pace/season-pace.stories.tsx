import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { inSeasonPace, oneLocationPace, outOfSeasonPace, quietStandPace } from './pace-stories'
import { SeasonPaceLoading, SeasonPaceView } from './season-pace-view'

export default { title: 'Widgets / Season pace' } satisfies StoryDefault

/** The evening of July 4, 2025: each stand against the same local moment of 2024 and 2023. */
export const InSeason: Story = () => <SeasonPaceView data={inSeasonPace()} />
/** After the season: its final pace against the seasons before, whole. */
export const OutOfSeason: Story = () => <SeasonPaceView data={outOfSeasonPace()} />
/** The busiest stand's sales stopped at 7:55 PM: at 8:30 PM, in its busy hours, it is quiet. */
export const QuietStand: Story = () => <SeasonPaceView data={quietStandPace()} />
/** One stand alone. */
export const OneLocation: Story = () => <SeasonPaceView data={oneLocationPace()} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-season-pace" what="the season pace" loading={<SeasonPaceLoading />}>
    {() => null}
  </QueryStateView>
)
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-season-pace" what="the season pace" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <SeasonPaceView data={quietStandPace()} />
  </WidgetFrame>
)
