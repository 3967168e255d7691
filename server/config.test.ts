import { resolve } from 'node:path'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(8787)
    expect(config.HOST).toBe('127.0.0.1')
    expect(config.FW_DATA_DIR).toBe(resolve('.data'))
    expect(config.useEmulator).toBe(true)
    expect(config.FW_ALLOWED_ORIGINS).toEqual([])
    expect(config.SQUARE_ENVIRONMENT).toBe('production')
    expect(config.FW_WS_PING_MS).toBe(15000)
    expect(config.FW_DEMO_WEBHOOK_MS).toBe(5000)
    expect(config.FW_DEMO_SIZE).toBe('demo')
    expect(config.FW_WIDGET_BUILD).toBe('auto')
    expect(config.FW_PUBLIC_ORIGIN).toBeUndefined()
    expect(config.FW_TRUST_PROXY).toBe(false)
  })

  it('reads the public origin without its trailing slash, and the proxy switch', () => {
    const config = loadConfig({ FW_PUBLIC_ORIGIN: 'https://dash.example/', FW_TRUST_PROXY: 'true' })
    expect(config.FW_PUBLIC_ORIGIN).toBe('https://dash.example')
    expect(config.FW_TRUST_PROXY).toBe(true)
    expect(loadConfig({ FW_TRUST_PROXY: '0' }).FW_TRUST_PROXY).toBe(false)
  })

  it('lets the demo webhooks be turned off with 0', () => {
    expect(loadConfig({ FW_DEMO_WEBHOOK_MS: '0' }).FW_DEMO_WEBHOOK_MS).toBe(0)
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', FW_NOW: '' }).PORT).toBe(8787)
  })

  it('reads lists, numbers and the Square token', () => {
    const config = loadConfig({
      PORT: '9000',
      FW_ALLOWED_ORIGINS: 'https://intranet.example/, http://localhost:5173',
      FW_HOME_LOCATION_IDS: 'L1, L2',
      SQUARE_ACCESS_TOKEN: 'sq0-token',
      SQUARE_WEBHOOK_SIGNATURE_KEY: 'old,new',
    })
    expect(config.PORT).toBe(9000)
    expect(config.FW_ALLOWED_ORIGINS).toEqual(['https://intranet.example', 'http://localhost:5173'])
    expect(config.FW_HOME_LOCATION_IDS).toEqual(['L1', 'L2'])
    expect(config.SQUARE_WEBHOOK_SIGNATURE_KEY).toEqual(['old', 'new'])
    expect(config.useEmulator).toBe(false)
  })

  it.each([
    ['PORT', 'eighty', 'PORT: must be a port number'],
    ['PORT', '70000', 'PORT: must be between 0 (any free port) and 65535'],
    ['FW_NOW', 'tomorrow', 'FW_NOW: must be an ISO instant'],
    ['SQUARE_ENVIRONMENT', 'staging', 'SQUARE_ENVIRONMENT'],
    ['FW_ALLOWED_ORIGINS', 'intranet', 'FW_ALLOWED_ORIGINS: must be comma-separated origins'],
    ['FW_TILE_URL', 'https://tiles.example/{z}.png', 'FW_TILE_URL: must contain {z}, {x} and {y}'],
    ['FW_ADMIN_PASSWORD', 'short', 'FW_ADMIN_PASSWORD: must be at least 6 characters'],
    ['SQUARE_WEBHOOK_SIGNATURE_KEY', 'a,b,c', 'SQUARE_WEBHOOK_SIGNATURE_KEY: must be one key, or two during rotation'],
    ['FW_WS_PING_MS', '0', 'FW_WS_PING_MS: must be greater than 0'],
    ['FW_DEMO_WEBHOOK_MS', '-5', 'FW_DEMO_WEBHOOK_MS: must be a whole number'],
    ['FW_DEMO_SIZE', 'huge', 'FW_DEMO_SIZE'],
    ['FW_WIDGET_BUILD', 'sometimes', 'FW_WIDGET_BUILD'],
    ['FW_PUBLIC_ORIGIN', 'https://dash.example/app', 'FW_PUBLIC_ORIGIN: must be an origin'],
    ['FW_TRUST_PROXY', 'maybe', 'FW_TRUST_PROXY: must be 1 or 0'],
    ['FW_DATABASE_URL', 'mysql://db.example/fireworks', 'FW_DATABASE_URL: must be a postgres:// connection URL'],
  ])('stops with a message naming %s when it is %s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })

  it('never repeats a secret value in its message', () => {
    try {
      loadConfig({ FW_ADMIN_PASSWORD: 'abc' })
      expect.unreachable()
    } catch (error) {
      expect(String(error)).not.toContain('abc')
    }
  })
})
