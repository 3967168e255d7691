import type { Story, StoryDefault } from '@ladle/react'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import { WidgetFrame } from '../../ladle/widget-frame'
import { WebhookResult, WebhookTester } from './webhook-tester'

export default { title: 'Widgets / Webhook tester' } satisfies StoryDefault

const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]), fakeLocation('L2', 'Riverside Stand', 'America/Los_Angeles', [2025])]
const working = routeFetch({
  'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }),
  'POST /square/webhook': () => json({ received: true, broadcast: { connectionCount: 4 } }),
})
const noLocations = routeFetch({ 'GET /square/locations': () => json({ success: true, data: locationsAnswer([]) }) })
const pending = { fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch }
const refusing = routeFetch({
  'GET /square/locations': () => apiErrorAnswer(500, 'INTERNAL', 'The database is not answering'),
})
const webhookRefused = routeFetch({
  'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }),
  'POST /square/webhook': () => json({ received: false, error: 'Live payments are not running on this server', broadcast: { connectionCount: 0 } }, 503),
})

/** Send a payment: 'Success!' with the broadcast count. */
export const Default: Story = () => (
  <WidgetFrame theme="light" fetch={working.fetch} token="story">
    <WebhookTester />
  </WidgetFrame>
)
export const Loading: Story = () => (
  <WidgetFrame theme="light" fetch={pending.fetch} token="story">
    <WebhookTester />
  </WidgetFrame>
)
export const Empty: Story = () => (
  <WidgetFrame theme="light" fetch={noLocations.fetch} token="story">
    <WebhookTester />
  </WidgetFrame>
)
/** The locations cannot be read. */
export const Error: Story = () => (
  <WidgetFrame theme="light" fetch={refusing.fetch} token="story">
    <WebhookTester />
  </WidgetFrame>
)
/** Press send: the server refuses with its reason and a Failed badge. */
export const Refused: Story = () => (
  <WidgetFrame theme="light" fetch={webhookRefused.fetch} token="story">
    <WebhookTester />
  </WidgetFrame>
)
export const Outcomes: Story = () => (
  <>
    <WebhookResult outcome={{ kind: 'success', connectionCount: 12 }} />
    <WebhookResult outcome={{ kind: 'failed', message: 'Failed to trigger webhook' }} />
  </>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark" fetch={working.fetch} token="story">
    <WebhookTester />
    <WebhookResult outcome={{ kind: 'success', connectionCount: 12 }} />
    <WebhookResult outcome={{ kind: 'failed', message: 'Failed to trigger webhook' }} />
  </WidgetFrame>
)
