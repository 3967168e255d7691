import type { Story, StoryDefault } from '@ladle/react'
import { json, routeFetch } from '../../src/api/testing/route-fetch'
import { WidgetFrame } from '../../ladle/widget-frame'
import { SystemStatus, SystemStatusView } from './system-status'

export default { title: 'Widgets / System status' } satisfies StoryDefault

const healthy = routeFetch({
  'GET /health': () => json({ ok: true, database: 'ok', serverTime: new Date().toISOString() }),
  'GET /ws/fireworks/status': () => json({ connectionCount: 7 }),
})

/** Asks a (fake) server every 10 s and 5 s while on screen. */
export const Default: Story = () => (
  <WidgetFrame theme="light" fetch={healthy.fetch} token="story">
    <SystemStatus />
  </WidgetFrame>
)
export const Loading: Story = () => <SystemStatusView health={{ status: 'checking' }} connectedUsers="-" />
/** Nobody connected. */
export const Empty: Story = () => <SystemStatusView health={{ status: 'online' }} connectedUsers="0" />
export const Error: Story = () => <SystemStatusView health={{ status: 'offline', error: 'HTTP 503' }} connectedUsers="-" />
export const Unreachable: Story = () => <SystemStatusView health={{ status: 'offline', error: 'Failed to fetch' }} connectedUsers="-" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark" fetch={healthy.fetch} token="story">
    <SystemStatus />
    <SystemStatusView health={{ status: 'offline', error: 'HTTP 503' }} connectedUsers="-" />
  </WidgetFrame>
)
