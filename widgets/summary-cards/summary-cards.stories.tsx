import type { Story, StoryDefault } from '@ladle/react'
import { summaryCards } from '../../src/analytics'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { storyStats, type FixtureSize } from '../../ladle/fixtures'
import { WidgetFrame } from '../../ladle/widget-frame'
import { SummaryCardsView } from './summary-cards'

export default { title: 'Widgets / Summary cards' } satisfies StoryDefault

function Cards({ size = 'default' }: { size?: FixtureSize }) {
  return <SummaryCardsView figures={summaryCards(storyStats(size).analysis.years)} />
}

/** 2025 against 2024. */
export const Default: Story = () => <Cards />
export const Loading: Story = () => <SummaryCardsView figures={null} loading />
/** A season without a sale: zeros, and no change to speak of. */
export const Empty: Story = () => <Cards size="empty" />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-summary-cards" what="the figures" loading={null}>
    {() => null}
  </QueryStateView>
)
/** On the evening of July 4: 2025 so far against 2024 up to 8:30 PM (here, three quarters of its season). */
export const LikeForLike: Story = () => {
  const years = storyStats('default').analysis.years
  const upToNow = (totals: (typeof years)[number]['totals']) => ({ ...totals, netSales: Math.round(totals.netSales * 0.75), totalTransactions: Math.round(totals.totalTransactions * 0.75) })
  const cut = { through: { month: 7, day: 4, hour: 20, minute: 30 }, totalsByYear: new Map(years.map((stats) => [stats.year, upToNow(stats.totals)])) }
  return <SummaryCardsView figures={summaryCards(years, cut)} />
}
/** 2025 against 2024 and 2023, three busy seasons. */
export const Dense: Story = () => <Cards size="dense" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Cards size="dense" />
  </WidgetFrame>
)
