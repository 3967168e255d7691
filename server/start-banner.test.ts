import { openableUrl, startBanner, type BannerFacts } from './start-banner'

const facts: BannerFacts = {
  listeningUrl: 'http://127.0.0.1:8787',
  admin: { created: true, username: 'admin', password: 'Xy7-generated-pass', generated: true },
  demo: true,
  dataDir: '/srv/fireworks/.data',
  logLevel: 'info',
  logFormat: 'text',
  elapsedMs: 2_819,
  adminPasswordFile: '/srv/fireworks/.data/admin-password.txt',
}

describe('the start banner', () => {
  it('on a first start says where to open the dashboard, where to sign in, and which file holds the generated password', () => {
    const banner = startBanner(facts)
    expect(banner).toContain('Dashboard  http://127.0.0.1:8787/')
    expect(banner).toContain('Sign in    http://127.0.0.1:8787/login/  as "admin"')
    expect(banner).toContain('Password   generated, in /srv/fireworks/.data/admin-password.txt (readable by this user only')
    expect(banner).toContain('change it: npm run admin -- reset-password admin')
    // The console is a log stream in a container: the password itself never reaches it.
    expect(banner).not.toContain('Xy7-generated-pass')
    expect(banner).toContain('the demo season from the bundled Square emulator, kept in /srv/fireworks/.data')
    expect(banner).toContain('FW_LOG_LEVEL=debug adds each request and webhook')
    expect(banner).toContain('Fireworks dashboard listening on http://127.0.0.1:8787 — started in 2819 ms')
    // Short: a person reads all of it.
    expect(banner.trim().split('\n').length).toBeLessThanOrEqual(9)
  })

  it('shows no password on a later start', () => {
    const banner = startBanner({ ...facts, admin: { created: false } })
    expect(banner).not.toContain('Password')
    expect(banner).not.toContain('Xy7-generated-pass')
    expect(banner).toContain('Sign in    http://127.0.0.1:8787/login/\n')
  })

  it('never prints a password that came from FW_ADMIN_PASSWORD', () => {
    const banner = startBanner({ ...facts, admin: { created: true, username: 'admin', password: 'from-the-env', generated: false } })
    expect(banner).not.toContain('from-the-env')
    expect(banner).toContain('Password   the one in FW_ADMIN_PASSWORD')
  })

  it('gives the public origin when there is one, and an address a browser can open', () => {
    expect(startBanner({ ...facts, publicOrigin: 'https://dash.example' })).toContain('Dashboard  https://dash.example/')
    expect(openableUrl('http://0.0.0.0:8787')).toBe('http://localhost:8787')
    expect(openableUrl('http://[::]:8787')).toBe('http://localhost:8787')
  })

  it('says how the logs are written', () => {
    expect(startBanner({ ...facts, logLevel: 'debug', logFormat: 'json' })).toContain('Logs       JSON lines on stdout, every request and webhook too')
    expect(startBanner({ ...facts, demo: false })).toContain('Data       Square, kept in')
  })
})
