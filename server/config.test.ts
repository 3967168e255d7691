import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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

describe('secrets from files (NAME_FILE)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fw-secrets-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads each secret setting from the file its _FILE names, without the trailing line break', () => {
    const secret = (name: string, text: string) => {
      const path = join(dir, name)
      writeFileSync(path, text)
      return path
    }
    const config = loadConfig({
      SQUARE_ACCESS_TOKEN_FILE: secret('token', 'EAAA-token-from-a-file\n'),
      SQUARE_WEBHOOK_SIGNATURE_KEY_FILE: secret('keys', 'old-key,new-key\r\n'),
      FW_ADMIN_PASSWORD_FILE: secret('password', 'correct horse battery'),
      FW_DATABASE_URL_FILE: secret('database', 'postgres://fireworks:s3cret@db.internal:5432/fireworks\n'),
      FW_METRICS_TOKEN_FILE: secret('metrics', 'a-scraper-token-of-32-characters\n'),
    })
    expect(config.SQUARE_ACCESS_TOKEN).toBe('EAAA-token-from-a-file')
    expect(config.useEmulator).toBe(false)
    expect(config.SQUARE_WEBHOOK_SIGNATURE_KEY).toEqual(['old-key', 'new-key'])
    expect(config.FW_ADMIN_PASSWORD).toBe('correct horse battery')
    expect(config.FW_DATABASE_URL).toBe('postgres://fireworks:s3cret@db.internal:5432/fireworks')
    expect(config.FW_METRICS_TOKEN).toBe('a-scraper-token-of-32-characters')
  })

  it('refuses a setting given both ways, a file that cannot be read and an empty one, naming the setting and never the value', () => {
    const empty = join(dir, 'empty')
    writeFileSync(empty, '\n')
    let message = ''
    try {
      loadConfig({
        FW_ADMIN_PASSWORD: 'in-the-environment',
        FW_ADMIN_PASSWORD_FILE: join(dir, 'password'),
        SQUARE_ACCESS_TOKEN_FILE: join(dir, 'missing'),
        FW_DATABASE_URL_FILE: empty,
      })
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      message = (error as Error).message
    }
    expect(message).toContain('FW_ADMIN_PASSWORD_FILE: set either FW_ADMIN_PASSWORD or FW_ADMIN_PASSWORD_FILE, not both')
    expect(message).toContain(`SQUARE_ACCESS_TOKEN_FILE: cannot read ${join(dir, 'missing')} (ENOENT)`)
    expect(message).toContain(`FW_DATABASE_URL_FILE: the file ${empty} is empty`)
    expect(message).not.toContain('in-the-environment')
  })
})

describe('unknown settings', () => {
  it('stops on an FW_ variable that names no setting, with the closest known name', () => {
    expect(() => loadConfig({ FW_LOG_LEVL: 'debug' })).toThrow('FW_LOG_LEVL: not a setting; did you mean FW_LOG_LEVEL?')
    expect(() => loadConfig({ FW_ALLOWED_ORIGIN: 'https://intranet.example' })).toThrow('did you mean FW_ALLOWED_ORIGINS?')
    expect(() => loadConfig({ FW_ADMIN_PASWORD_FILE: '/run/secrets/x' })).toThrow('did you mean FW_ADMIN_PASSWORD_FILE?')
  })

  it("leaves the project's own tool variables and every other program's variables alone", () => {
    const config = loadConfig({ FW_TEST_POSTGRES: '1', FW_E2E_BASE_URL: 'http://127.0.0.1:1', FW_BENCH_ROUNDS: '3', FW_NEW_PASSWORD: 'x', HOME: '/root', NODE_ENV: 'production' })
    expect(config.PORT).toBe(8787)
  })
})

describe('shutdown settings', () => {
  it('gives requests 25 s to finish and load balancers 2 s to notice by default', () => {
    const config = loadConfig({})
    expect(config.FW_SHUTDOWN_GRACE_MS).toBe(25_000)
    expect(config.FW_SHUTDOWN_DELAY_MS).toBe(2_000)
    expect(loadConfig({ FW_SHUTDOWN_DELAY_MS: '0' }).FW_SHUTDOWN_DELAY_MS).toBe(0)
    expect(() => loadConfig({ FW_SHUTDOWN_GRACE_MS: '0' })).toThrow('FW_SHUTDOWN_GRACE_MS: must be greater than 0')
  })
})
