// A server's settings as the demo runs them, for the Settings page's tests and stories.
import type { AdminSettings } from '../../src/contract/admin-settings'

export function demoSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    square: { environment: 'production', dataSource: 'emulator', baseUrl: 'http://127.0.0.1:8788', accessTokenSet: false, webhookUrl: null, webhookSignatureKeys: 1 },
    homeLocations: { source: 'all-active', ids: ['LOAK1', 'LOAK2', 'LRIV1'] },
    map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', tileUrlDark: null, tileAttribution: '© OpenStreetMap contributors' },
    geocoderUrl: 'http://127.0.0.1:8788/geocode',
    refreshMinutes: 15,
    allowedOrigins: [],
    publicOrigin: null,
    database: 'sqlite',
    fixedNow: null,
    wsPingMs: 15_000,
    ...overrides,
  }
}
