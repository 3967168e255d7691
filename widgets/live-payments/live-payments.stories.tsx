import type { Story, StoryDefault } from '@ladle/react'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import type { Location } from '../../src/contract/location'
import type { PaymentReceivedMessage } from '../../src/contract/live'
import { WidgetFrame } from '../../ladle/widget-frame'
import { LivePayments } from './live-payments'
import { PaymentRows } from './payment-rows'

export default { title: 'Widgets / Live payments' } satisfies StoryDefault

const locations: Location[] = [
  { ...fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]), address: { addressLine1: '12 Main St', locality: 'oakdale', postalCode: '95361' } },
  fakeLocation('L2', 'Lot 7 Stand', 'America/Los_Angeles', [2025]),
]
const byId = new Map(locations.map((location) => [location.id, location]))
const now = Date.parse('2025-07-04T21:00:00Z')
const payments: PaymentReceivedMessage[] = Array.from({ length: 300 }, (_, i) => ({
  type: 'payment_received',
  payment_id: `p${i}`,
  location_id: ['L1', 'L2', 'L9'][i % 3]!,
  amount: 500 + ((i * 733) % 9_000),
  is_home_location: i % 3 === 0,
  timestamp: new Date(now - i * 47_000).toISOString(),
}))

const withLocations = routeFetch({ 'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }) })
const failing = routeFetch({ 'GET /square/locations': () => apiErrorAnswer(500, 'INTERNAL', 'Database unavailable') })

/** 300 payments, the newest highlighted, at known, address-less and unknown locations. */
export const Default: Story = () => <PaymentRows payments={payments} locations={byId} fresh={new Set(['p0'])} now={now} />
/** Locations not read yet. */
export const Loading: Story = () => <PaymentRows payments={payments.slice(0, 5)} locations={null} fresh={new Set()} now={now} />
/** The feed as it opens: Live Mode off (turning it on needs a server). */
export const Empty: Story = () => (
  <WidgetFrame theme="light" fetch={withLocations.fetch} token="story">
    <LivePayments />
  </WidgetFrame>
)
export const Error: Story = () => (
  <WidgetFrame theme="light" fetch={failing.fetch} token="story">
    <LivePayments />
  </WidgetFrame>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <PaymentRows payments={payments} locations={byId} fresh={new Set(['p0'])} now={now} />
  </WidgetFrame>
)
