// The Settings page's rows: each part of the server's configuration as a labelled line a person
// reads, grouped as the page shows them. Pure, so the wording is tested without a DOM.
import type { AdminSettings } from '../../src/contract/admin-settings'
import { formatCount } from '../../src/format'

export interface SettingRow {
  label: string
  /** One value, or several (origins, location ids), each on its own line. */
  value: string | string[]
  /** Shown in monospace (URLs, ids). */
  code?: boolean
}

export interface SettingGroup {
  title: string
  rows: SettingRow[]
}

const minutes = (count: number) => `Every ${formatCount(count)} minute${count === 1 ? '' : 's'}`

export function settingGroups(settings: AdminSettings): SettingGroup[] {
  const { square, homeLocations, map } = settings
  return [
    {
      title: 'Square',
      rows: [
        { label: 'Environment', value: square.environment === 'production' ? 'Production' : 'Sandbox' },
        { label: 'Data source', value: square.dataSource === 'emulator' ? 'Bundled Square emulator (demo data)' : 'Square API' },
        { label: 'API base URL', value: square.baseUrl ?? 'Square default', code: square.baseUrl !== null },
        { label: 'Access token', value: square.accessTokenSet ? 'Set' : 'Not set' },
        { label: 'Webhook URL', value: square.webhookUrl ?? 'Not set', code: square.webhookUrl !== null },
        {
          label: 'Webhook signature keys',
          value: square.webhookSignatureKeys === 0 ? 'Not set' : square.webhookSignatureKeys === 1 ? '1 key' : `${square.webhookSignatureKeys} keys (rotation)`,
        },
      ],
    },
    {
      title: 'Home locations',
      rows: [
        {
          label: 'Source',
          value: homeLocations.source === 'configured' ? 'Configured (FW_HOME_LOCATION_IDS)' : 'Every ACTIVE location (FW_HOME_LOCATION_IDS not set)',
        },
        { label: `Locations (${formatCount(homeLocations.ids.length)})`, value: homeLocations.ids.length > 0 ? homeLocations.ids : 'None', code: homeLocations.ids.length > 0 },
      ],
    },
    {
      title: 'Maps and geocoding',
      rows: [
        { label: 'Tile URL', value: map.tileUrl, code: true },
        { label: 'Dark tile URL', value: map.tileUrlDark ?? 'Same as the light tiles', code: map.tileUrlDark !== null },
        { label: 'Tile attribution', value: map.tileAttribution },
        { label: 'Geocoder URL', value: settings.geocoderUrl ?? 'None: locations without coordinates keep none', code: settings.geocoderUrl !== null },
      ],
    },
    {
      title: 'Server',
      rows: [
        { label: 'Refresh interval', value: minutes(settings.refreshMinutes) },
        { label: 'Allowed origins', value: settings.allowedOrigins.length > 0 ? settings.allowedOrigins : 'This origin only', code: settings.allowedOrigins.length > 0 },
        { label: 'Public origin', value: settings.publicOrigin ?? 'From each request', code: settings.publicOrigin !== null },
        { label: 'Database', value: settings.database === 'sqlite' ? 'SQLite (embedded)' : 'PostgreSQL' },
        { label: 'Clock', value: settings.fixedNow === null ? 'System time' : `Fixed at ${settings.fixedNow}` },
        { label: 'Live ping interval', value: `${formatCount(settings.wsPingMs / 1000)} s` },
      ],
    },
  ]
}
