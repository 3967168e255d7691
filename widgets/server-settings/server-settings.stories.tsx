import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { ServerSettingsView } from './server-settings'
import { demoSettings } from './settings-fixture'

export default { title: 'Widgets / Server settings' } satisfies StoryDefault

/** The demo: the bundled emulator, every ACTIVE location home. */
export const Default: Story = () => <ServerSettingsView settings={demoSettings()} />
export const Loading: Story = () => (
  <QueryStateView state={{ status: 'loading' }} className="fw-server-settings" what="the settings" loading={<p>Loading settings...</p>}>
    {() => null}
  </QueryStateView>
)
/** Nothing optional configured, and no location stored yet. */
export const Empty: Story = () => <ServerSettingsView settings={demoSettings({ homeLocations: { source: 'all-active', ids: [] }, geocoderUrl: null })} />
export const Error: Story = () => (
  <QueryStateView state={{ status: 'error', error: new ApiHttpError(403, "You don't have permission to do this", 'FORBIDDEN') }} className="fw-server-settings" what="the settings" loading={null}>
    {() => null}
  </QueryStateView>
)
/** A production server: real Square, configured home locations, embedding origins, PostgreSQL. */
export const Production: Story = () => (
  <ServerSettingsView
    settings={demoSettings({
      square: { environment: 'production', dataSource: 'square', baseUrl: null, accessTokenSet: true, webhookUrl: 'https://dash.example/api/square/webhook', webhookSignatureKeys: 2 },
      homeLocations: { source: 'configured', ids: ['LOAK1'] },
      allowedOrigins: ['https://intranet.example', 'https://wiki.example'],
      publicOrigin: 'https://dash.example',
      database: 'postgres',
    })}
  />
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <ServerSettingsView settings={demoSettings({ allowedOrigins: ['https://intranet.example'] })} />
  </WidgetFrame>
)
