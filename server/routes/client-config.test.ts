import { clientConfigResponseSchema } from '../../src/contract/client-config'
import { createTestContext, type TestContext } from '../testing/test-app'

let t: TestContext
afterEach(async () => {
  await t.close()
})

describe('GET /api/client-config', () => {
  it('tells anyone the tile templates, with the light tiles standing in for dark ones', async () => {
    t = await createTestContext()
    const res = await t.call('GET', '/api/client-config')
    expect(res.status).toBe(200)
    const { data } = clientConfigResponseSchema.parse(res.body)
    expect(data).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileUrlDark: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
      squareCredentialsUrl: null,
    })
  })

  it('follows the configured dark tiles and credentials page, and carries no secret', async () => {
    t = await createTestContext({
      env: {
        FW_TILE_URL_DARK: 'https://tiles.example/dark/{z}/{x}/{y}.png',
        FW_SQUARE_CREDENTIALS_URL: 'https://intranet.example/square',
        SQUARE_ACCESS_TOKEN: 'EAAA-secret-token',
        SQUARE_WEBHOOK_SIGNATURE_KEY: 'webhook-secret-key',
        FW_ADMIN_PASSWORD: 'admin-secret-password',
      },
    })
    const res = await t.call('GET', '/api/client-config')
    expect(res.body.data.tileUrlDark).toBe('https://tiles.example/dark/{z}/{x}/{y}.png')
    expect(res.body.data.squareCredentialsUrl).toBe('https://intranet.example/square')
    const text = JSON.stringify(res.body)
    for (const secret of ['EAAA-secret-token', 'webhook-secret-key', 'admin-secret-password']) expect(text).not.toContain(secret)
  })
})
