import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { AdminLocationNotFound, AdminLocationView } from './admin-location-view'
import { adminFixtureLocations } from './admin-locations-fixtures'
import { AdminLocationsView } from './admin-locations-view'
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
export const OneLocationLoading: Story = () => <AdminLocationView location={adminFixtureLocations()[1]!} years={null} />
export const OneLocationNotFound: Story = () => <AdminLocationNotFound locationId="L-UNKNOWN" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <AdminLocationsView locations={manyLocations().slice(0, 12)} />
    <AdminLocationView location={adminFixtureLocations()[0]!} years={[storyYear(2023, 3), storyYear(2024, 4)]} />
  </WidgetFrame>
)
