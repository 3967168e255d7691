import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { LocationRankingView } from './location-ranking'
import { rankingFixture } from './ranking-fixture'

export default { title: 'Widgets / Location ranking' } satisfies StoryDefault

export const Default: Story = () => <LocationRankingView locations={rankingFixture()} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-location-ranking" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
/** Before the first hydration: no season has sales. */
export const Empty: Story = () => <LocationRankingView locations={[]} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-location-ranking" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <LocationRankingView locations={rankingFixture()} />
  </WidgetFrame>
)
