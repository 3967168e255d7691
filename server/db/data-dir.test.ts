// The data directory and the database files are owner-only, on a first start and on a start
// over a directory an earlier version (or a hand-made mkdir) left readable by everyone.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memoryLogger } from '../log'
import { openDatabase, DATABASE_FILE } from './open'

const modeOf = (path: string) => statSync(path).mode & 0o777

let parent: string
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'fw-rights-'))
})
afterEach(() => rmSync(parent, { recursive: true, force: true }))

/** Opens the database in `dataDir`, writes a row (so the WAL and shared-memory files exist) and reports the rights. */
async function startOn(dataDir: string) {
  const log = memoryLogger()
  const opened = openDatabase(dataDir, { log })
  opened.sqlite.prepare("INSERT INTO app_meta (key, value) VALUES ('rights-test', 'x')").run()
  const database = join(dataDir, DATABASE_FILE)
  const modes = {
    directory: modeOf(dataDir),
    database: modeOf(database),
    wal: existsSync(`${database}-wal`) ? modeOf(`${database}-wal`) : 'missing',
    shm: existsSync(`${database}-shm`) ? modeOf(`${database}-shm`) : 'missing',
  }
  return { opened, log, modes }
}

const OWNER_ONLY = { directory: 0o700, database: 0o600, wal: 0o600, shm: 0o600 }

describe('data directory rights', () => {
  it('creates the directory 0700 and the database, WAL and SHM files 0600 on a first start', async () => {
    const { opened, log, modes } = await startOn(join(parent, 'nested', '.data'))
    expect(modes).toEqual(OWNER_ONLY)
    expect(log.lines).toEqual([])
    await opened.close()
  })

  it('narrows a wider directory and wider files at start, with a log line for each', async () => {
    const dataDir = join(parent, '.data')
    mkdirSync(dataDir)
    const first = openDatabase(dataDir, { log: memoryLogger() })
    await first.close()
    const database = join(dataDir, DATABASE_FILE)
    chmodSync(dataDir, 0o755)
    chmodSync(database, 0o644)

    const { opened, log, modes } = await startOn(dataDir)
    expect(modes).toEqual(OWNER_ONLY)
    const narrowed = log.lines.map((line) => JSON.parse(line) as { event: string; path: string; from: string; to: string })
    expect(narrowed.map(({ event, path, from, to }) => ({ event, path, from, to }))).toEqual([
      { event: 'data_dir.narrowed', path: dataDir, from: '0755', to: '0700' },
      { event: 'data_dir.narrowed', path: database, from: '0644', to: '0600' },
    ])
    await opened.close()
  })

  it('leaves a shared sticky directory as it is and says so', async () => {
    const shared = join(parent, 'shared')
    mkdirSync(shared)
    chmodSync(shared, 0o1777)
    const { opened, log, modes } = await startOn(shared)
    expect(modes.directory).toBe(0o777)
    expect(modes.database).toBe(0o600)
    expect(log.lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual(['data_dir.shared'])
    await opened.close()
  })
})
