import type { Story, StoryDefault } from '@ladle/react'
import { storyStats } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { SEASON_DAYS } from '../../src/season'
import { compareModel } from './compare-model'
import { CompareView, type CompareViewProps } from './compare-view'

export default { title: 'Widgets / Compare' } satisfies StoryDefault

const chips = [
  { id: 'A', name: 'Oakdale Tent' },
  { id: 'B', name: 'Riverbank Stand' },
]
const noop = () => undefined

/** Two demo seasons of different sizes, as two locations of 2025. */
function model(size: 'default' | 'dense' | 'empty') {
  const first = storyStats(size).analysis.years.at(-1)!
  const second = storyStats(size === 'empty' ? 'empty' : 'default').analysis.years.at(-2) ?? first
  return compareModel(2025, [
    { id: 'A', name: 'Oakdale Tent', stats: first },
    { id: 'B', name: 'Riverbank Stand', stats: { ...second, year: 2025 } },
  ], [...SEASON_DAYS])
}

const base: CompareViewProps = { chips, year: 2025, days: '28to5', currentYear: 2025, model: null, loading: false, onSwap: noop, onApply: noop }

export const Default: Story = () => <CompareView {...base} model={model('dense')} />
export const Loading: Story = () => <CompareView {...base} loading />
/** Two locations without a sale in the season. */
export const Empty: Story = () => <CompareView {...base} model={model('empty')} />
export const ReadyToCompare: Story = () => <CompareView {...base} chips={chips.slice(0, 1)} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-compare" what="the figures to compare" loading={null}>
    {() => null}
  </QueryStateView>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <CompareView {...base} model={model('dense')} />
  </WidgetFrame>
)
