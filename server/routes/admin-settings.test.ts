import { Hono } from 'hono'
import { adminSettingsResponseSchema } from '../../src/contract/admin-settings'
import { readSession } from '../http/session-middleware'
import type { AppEnv } from '../env'
import { handleError, handleNotFound } from '../http/errors'
import { requestContext } from '../http/request-context'
import { createTestContext, type TestContext } from '../testing/test-app'
import { adminSettings } from './admin-settings'
import { storedLocationRow } from '../testing/location-rows'

const SECRETS = {
  SQUARE_ACCESS_TOKEN: 'EAAAsq-access-token-secret',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'sig-key-secret-one,sig-key-secret-two',
  FW_ADMIN_PASSWORD: 'admin-password-secret',
  FW_DATABASE_URL: 'postgres://fw:db-password-secret@db.internal:5432/fw',
  SQUARE_BASE_URL: 'https://proxyuser:proxy-password-secret@square-proxy.internal/',
}

/** The route on the app's own middleware (app.ts mounts it at /api/admin/settings). */
function settingsApp(t: TestContext) {
  const app = new Hono<AppEnv>().use('*', requestContext(t.deps)).use('/api/*', readSession()).route('/api/admin/settings', adminSettings)
  app.notFound(handleNotFound)
  app.onError(handleError)
  return app
}

describe('GET /api/admin/settings', () => {
  let t: TestContext
  afterEach(() => t.close())

  async function get(token?: string) {
    const response = await settingsApp(t).request('/api/admin/settings', { headers: token ? t.authHeader(token) : {} })
    return { status: response.status, text: await response.text() }
  }

  it('is for admins only', async () => {
    t = await createTestContext()
    expect((await get()).status).toBe(401)
    expect((await get(await t.signIn('bob', ['user']))).status).toBe(403)
    expect((await get(await t.signIn('carol', ['super_admin']))).status).toBe(200)
  })

  it('reports the effective configuration, and never a token, key or password', async () => {
    t = await createTestContext({
      env: {
        ...SECRETS,
        SQUARE_ENVIRONMENT: 'sandbox',
        SQUARE_WEBHOOK_URL: 'https://dash.example/api/square/webhook',
        FW_HOME_LOCATION_IDS: 'L1, L2',
        FW_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        FW_TILE_URL_DARK: 'https://tiles.example/dark/{z}/{x}/{y}.png',
        FW_GEOCODER_URL: 'https://geo.example/search',
        FW_REFRESH_MINUTES: '30',
        FW_ALLOWED_ORIGINS: 'https://intranet.example, https://wiki.example/',
      },
    })
    const answer = await get(await t.signIn('alice', ['admin']))
    expect(answer.status).toBe(200)
    const parsed = adminSettingsResponseSchema.parse(JSON.parse(answer.text))
    expect(parsed.data).toEqual({
      square: {
        environment: 'sandbox',
        dataSource: 'square',
        baseUrl: 'https://square-proxy.internal/',
        accessTokenSet: true,
        webhookUrl: 'https://dash.example/api/square/webhook',
        webhookSignatureKeys: 2,
      },
      homeLocations: { source: 'configured', ids: ['L1', 'L2'] },
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileUrlDark: 'https://tiles.example/dark/{z}/{x}/{y}.png', tileAttribution: '© OpenStreetMap contributors' },
      geocoderUrl: 'https://geo.example/search',
      refreshMinutes: 30,
      allowedOrigins: ['https://intranet.example', 'https://wiki.example'],
      // Not configured: the webhook URL's origin is the one browsers use.
      publicOrigin: 'https://dash.example',
      database: 'postgres',
      fixedNow: null,
      wsPingMs: 15_000,
    })
    for (const secret of ['sq-access-token', 'sig-key-secret', 'admin-password', 'db-password', 'proxy-password', 'proxyuser']) {
      expect(answer.text).not.toContain(secret)
    }
    expect(answer.text).not.toMatch(/token"|password"|secret/i)
  })

  it('hides the user info, query values and fragment of every configured URL', async () => {
    // Each secret planted where a service might take a key: user info, a query value, a fragment.
    const planted = (name: string) => `${name}-secret`
    const url = (base: string, name: string) => base.replace('://', `://${planted(`${name}-user`)}:${planted(`${name}-password`)}@`) + `?key=${planted(`${name}-query`)}&${planted(`${name}-bare`)}#${planted(`${name}-fragment`)}`
    t = await createTestContext({
      env: {
        SQUARE_BASE_URL: url('https://square-proxy.internal/v2', 'base'),
        SQUARE_WEBHOOK_URL: url('https://dash.example/api/square/webhook', 'webhook'),
        FW_GEOCODER_URL: url('https://geo.example/search', 'geocoder'),
        FW_TILE_URL: url('https://{s}.tiles.example/{z}/{x}/{y}.png', 'tiles'),
        FW_TILE_URL_DARK: url('https://tiles.example/dark/{z}/{x}/{y}.png', 'dark'),
        FW_SQUARE_CREDENTIALS_URL: url('https://squareup.example/apps', 'credentials'),
        FW_DATABASE_URL: `postgres://fw:${planted('database-password')}@db.internal:5432/fw?sslpassword=${planted('database-query')}`,
        FW_ALLOWED_ORIGINS: `https://${planted('origin-user')}:${planted('origin-password')}@intranet.example, https://wiki.example?token=${planted('origin-query')}`,
        FW_PUBLIC_ORIGIN: `https://${planted('public-user')}:${planted('public-password')}@dash.example`,
      },
    })
    const answer = await get(await t.signIn('alice', ['admin']))
    expect(answer.status).toBe(200)
    expect(answer.text).not.toContain('secret')
    const { data } = adminSettingsResponseSchema.parse(JSON.parse(answer.text))
    const hidden = '?key=[redacted]&[redacted]#[redacted]'
    expect(data.square.baseUrl).toBe(`https://square-proxy.internal/v2${hidden}`)
    expect(data.square.webhookUrl).toBe(`https://dash.example/api/square/webhook${hidden}`)
    expect(data.geocoderUrl).toBe(`https://geo.example/search${hidden}`)
    expect(data.map).toMatchObject({ tileUrl: `https://{s}.tiles.example/{z}/{x}/{y}.png${hidden}`, tileUrlDark: `https://tiles.example/dark/{z}/{x}/{y}.png${hidden}` })
    expect(data.allowedOrigins).toEqual(['https://intranet.example', 'https://wiki.example?token=[redacted]'])
    expect(data.publicOrigin).toBe('https://dash.example')
  })

  it('names every ACTIVE location home when none are configured, and the emulator as the source without a token', async () => {
    t = await createTestContext()
    await t.deps.db.insertInto('square_locations').values([storedLocationRow('LB', 'ACTIVE'), storedLocationRow('LA', 'ACTIVE'), storedLocationRow('LI', 'INACTIVE')]).execute()
    const parsed = adminSettingsResponseSchema.parse(JSON.parse((await get(await t.signIn('alice', ['admin']))).text))
    expect(parsed.data.homeLocations).toEqual({ source: 'all-active', ids: ['LA', 'LB'] })
    expect(parsed.data.square).toMatchObject({ dataSource: 'emulator', accessTokenSet: false, environment: 'production', webhookSignatureKeys: 0 })
    expect(parsed.data.database).toBe(t.storeKind) // the store this run of the suite is on
    expect(parsed.data.geocoderUrl).toBeNull()
  })
})
