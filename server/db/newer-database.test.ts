// An older build opening a database a newer build migrated: it stops, naming the newest migration
// it does not have and its own newest, and changes nothing — on SQLite and, in the suite's
// PostgreSQL run, on PostgreSQL; through the store's open and through `npm start` itself.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../free-port'
import { openTestStore, type TestStore } from '../testing/test-store'
import { listMigrations, NewerDatabaseError, refuseNewerDatabase } from './migrate'
import { openStore, type StoreLocation } from './store'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const FUTURE = ['990-a-newer-build.sql', '991-the-newest-of-a-newer-build.sql']
const OWN_NEWEST = listMigrations().at(-1)!

describe('refuseNewerDatabase', () => {
  it('accepts a database holding this build’s migrations or fewer', () => {
    expect(() => refuseNewerDatabase([], listMigrations())).not.toThrow()
    expect(() => refuseNewerDatabase(listMigrations().slice(0, 3), listMigrations())).not.toThrow()
    expect(() => refuseNewerDatabase(listMigrations(), listMigrations())).not.toThrow()
  })

  it('names the newest unknown migration, how many more there are, and the build’s own newest', () => {
    expect(() => refuseNewerDatabase([...listMigrations(), ...FUTURE], listMigrations())).toThrow(
      new NewerDatabaseError(
        `The database was migrated by a newer build: it holds migration 991-the-newest-of-a-newer-build.sql (and 1 more this build lacks), and this build's newest is ${OWN_NEWEST}. ` +
          'Run the newer build, or restore the backup taken before the upgrade.',
      ),
    )
  })

  it('refuses an unknown migration that sorts before the build’s newest (one from another line of builds)', () => {
    expect(() => refuseNewerDatabase(['001-auth.sql', '005-elsewhere.sql'], listMigrations())).toThrow(/holds migration 005-elsewhere\.sql, and this build's newest/)
  })
})

/** Runs `npm start`'s entry against `env` until it exits; its exit code and console. */
function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, FW_WIDGET_BUILD: 'off', FW_DEMO_SIZE: 'tiny', HOST: '127.0.0.1', ...env }
  delete childEnv.SQUARE_ACCESS_TOKEN
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 60_000)
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(giveUp)
      done({ code, output })
    }),
  )
}

describe('a database migrated by a newer build', () => {
  let dataDir: string
  let store: TestStore
  let location: StoreLocation
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fw-newer-db-'))
    store = await openTestStore(dataDir)
    location = store.location
    const at = new Date().toISOString()
    await store.db.insertInto('schema_migrations').values(FUTURE.map((name) => ({ name, applied_at: at }))).execute()
  })
  afterEach(async () => {
    // A PostgreSQL test database is reused by the next test, which keeps schema_migrations.
    await store.db.deleteFrom('schema_migrations').where('name', 'in', FUTURE).execute()
    await store.dispose()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const recorded = async () => (await store.db.selectFrom('schema_migrations').select('name').orderBy('name').execute()).map((row) => row.name)

  it('is refused at open, whether the open migrates or not, and left as it was', async () => {
    const before = await recorded()
    await expect(openStore(location)).rejects.toThrow(NewerDatabaseError)
    await expect(openStore(location)).rejects.toThrow(`it holds migration 991-the-newest-of-a-newer-build.sql (and 1 more this build lacks), and this build's newest is ${OWN_NEWEST}`)
    await expect(openStore(location, { migrate: false })).rejects.toThrow(NewerDatabaseError)
    expect(await recorded()).toEqual(before)
  })

  it('stops `npm start` with the message and exit code 1', { timeout: 90_000 }, async () => {
    const env: Record<string, string> = { FW_DATA_DIR: dataDir, PORT: String(await freePort()) }
    if (location.databaseUrl !== undefined) env.FW_DATABASE_URL = location.databaseUrl
    const { code, output } = await runStart(env)
    expect(code).toBe(1)
    expect(output).toContain(`The database was migrated by a newer build: it holds migration 991-the-newest-of-a-newer-build.sql (and 1 more this build lacks), and this build's newest is ${OWN_NEWEST}.`)
  })
})
