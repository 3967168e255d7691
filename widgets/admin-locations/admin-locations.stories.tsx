import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { AdminLocationNotFound, AdminLocationView } from './admin-location-view'
import { adminFixtureLocations } from './admin-locations-fixtures'
import { AdminLocationsView } from './admin-locations-view'
import type { PaceData } from '../../src/contract/pace'
import type { YearStats } from '../../src/contract/stats'

export default { title: 'Widgets / Admin locations' } satisfies StoryDefault

/** Many locations: every shape of address and coordinates, scrolled by the virtualised table. */
function manyLocations() {
  const base = adminFixtureLocations()
  return Array.from({ length: 120 }, (_, i) => {
    const template = base[i % base.length]!
    return { ...template, id: `${template.id}-${String(i).padStart(3, '0')}`, name: `${template.name} ${i + 1}` }
  })
}

/** A season of hourly figures with an evening peak. */
function storyYear(year: number, scale: number): YearStats {
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const weight = hour < 10 ? 0 : Math.round(scale * (1 + Math.sin(((hour - 10) / 13) * Math.PI) * 4))
    return { hour, netSales: weight * 2_500, transactions: weight }
  })
  const netSales = hours.reduce((sum, hour) => sum + hour.netSales, 0)
  const transactions = hours.reduce((sum, hour) => sum + hour.transactions, 0)
  return {
    year,
    dailySales: [],
    hourlyBreakdown: hours,
    hourlyBreakdownByDay: [],
    totals: { totalTransactions: transactions, grossSales: netSales, discounts: 0, returns: 0, netSales, averageOrderValue: 2_500 },
  }
}

/** 8:30 PM on July 4, 2025: the one location's 2025 so far against 2024 at the same moment. */
const storyPace: PaceData = {
  asOf: '2025-07-05T03:30:00.000Z',
  likeForLike: true,
  through: { moment: { month: 7, day: 4, hour: 20, minute: 30 }, timeZone: 'America/Los_Angeles' },
  years: [2023, 2024, 2025],
  seasons: [],
  hourly: { now: null, seasons: [] },
  locations: [
    {
      id: adminFixtureLocations()[0]!.id,
      name: adminFixtureLocations()[0]!.name,
      status: 'ACTIVE',
      timezone: 'America/Los_Angeles',
      soFar: { netSales: 131_250, transactions: 11 },
      lastSeason: { netSales: 120_000, transactions: 10 },
      lastPaymentAt: '2025-07-05T03:25:00.000Z',
      quiet: false,
    },
  ],
}

export const Default: Story = () => <AdminLocationsView locations={manyLocations()} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-admin-locations" what="the locations" loading={<p>Loading locations...</p>}>
    {() => null}
  </QueryStateView>
)
/** No location yet (before the first hydration). */
export const Empty: Story = () => <AdminLocationsView locations={[]} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }} className="fw-admin-locations" what="the locations" loading={null}>
    {() => null}
  </QueryStateView>
)
/** One location's admin page with its 2023 and 2024 hourly charts. */
export const OneLocation: Story = () => <AdminLocationView location={adminFixtureLocations()[0]!} years={[storyYear(2023, 3), storyYear(2024, 4)]} />
/** On the evening of July 4, 2025: the season in progress beside SPEC's 2023 and 2024 cards. */
export const OneLocationInSeason: Story = () => (
  <AdminLocationView location={adminFixtureLocations()[0]!} years={[storyYear(2023, 3), storyYear(2024, 4)]} pace={{ status: 'ready', refreshing: false, data: storyPace }} />
)
export const OneLocationLoading: Story = () => <AdminLocationView location={adminFixtureLocations()[1]!} years={null} />
export const OneLocationNotFound: Story = () => <AdminLocationNotFound locationId="L-UNKNOWN" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <AdminLocationsView locations={manyLocations().slice(0, 12)} />
    <AdminLocationView location={adminFixtureLocations()[0]!} years={[storyYear(2023, 3), storyYear(2024, 4)]} />
  </WidgetFrame>
)
