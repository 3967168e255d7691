// `npm run admin -- backup FILE` while a hydration writes a season of orders in its worker thread:
// the copy opens in Debian's sqlite3, passes SQLite's integrity check, and holds every user and
// every order committed before it began. Then what an operator gets wrong: a name already taken,
// a folder that is not there, a data directory without a database, and PostgreSQL.
import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_SIZE } from '../../src/demo'
import { runAdminCommand, USE_PG_DUMP } from '../auth/admin-command'
import { createSquareTestContext, type SquareTestContext } from '../testing/square-test-context'
import { sqliteCli } from '../testing/sqlite-cli'
import { onPostgres } from '../testing/test-store'

const USERS = ['backup-ann', 'backup-ben', 'backup-cy']

let t: SquareTestContext | undefined
let backups: string
beforeEach(() => {
  backups = mkdtempSync(join(tmpdir(), 'fw-backups-'))
})
afterEach(async () => {
  await t?.close()
  t = undefined
  rmSync(backups, { recursive: true, force: true })
})

async function started(options: Parameters<typeof createSquareTestContext>[0]): Promise<SquareTestContext> {
  t = await createSquareTestContext(options)
  return t
}

function operator(env: Record<string, string>) {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { env, out: (line: string) => out.push(line), err: (line: string) => err.push(line) } }
}

const column = (database: string, statement: string) => sqliteCli(database, statement).split('\n').filter(Boolean)

describe.skipIf(onPostgres())('npm run admin -- backup FILE', () => {
  it('copies the database consistently while a hydration writes to it', { timeout: 120_000 }, async () => {
    const t = await started({ demo: { ...DEMO_SIZE.tiny, locationCount: 12, ordersPerLocationYear: 300 } })
    for (const username of USERS) await t.createUser(username)
    let seasonsDone!: () => void
    const firstSeasonStored = new Promise<void>((resolve) => (seasonsDone = resolve))
    const hydration = t.deps.square!.hydration.run({ kind: 'all' }, { purpose: 'test', onProgress: (progress) => progress.kind === 'seasons-done' && progress.count > 0 && seasonsDone() })
    await firstSeasonStored

    const committedOrders = (await t.deps.db.selectFrom('square_orders').select('id').execute()).map((row) => row.id)
    const file = join(backups, 'fireworks-backup.sqlite')
    const run = operator(t.storeEnv)
    expect(await runAdminCommand(['backup', file], run.io)).toBe(0)
    expect(run.err).toEqual([])
    expect(run.out[0]).toMatch(new RegExp(`^Backed up the database to ${file} \\(.+: ${USERS.length} users, [\\d,]+ orders\\); SQLite's integrity check found it ok\\.$`))

    const outcome = await hydration
    expect(outcome.summary.complete).toBe(true)
    const allOrders = Number((await t.deps.db.selectFrom('square_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    // The backup was taken half way: the run went on to store more orders after it.
    expect(allOrders).toBeGreaterThan(committedOrders.length)

    expect(sqliteCli(file, 'pragma integrity_check')).toBe('ok')
    expect(column(file, 'select username from users order by username')).toEqual([...USERS].sort())
    const copiedOrders = new Set(column(file, 'select id from square_orders'))
    expect(committedOrders.filter((id) => !copiedOrders.has(id))).toEqual([])
    // One owner-only file, with no -wal or -shm beside it, nor anything half-written.
    expect(sqliteCli(file, 'pragma journal_mode')).toBe('delete')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(backups)).toEqual(['fireworks-backup.sqlite'])
  })

  it('refuses a name already taken, a missing folder and a data directory without a database', async () => {
    const t = await started({ withSquare: false })
    const taken = join(backups, 'taken.sqlite')
    writeFileSync(taken, 'an older backup')
    const first = operator(t.storeEnv)
    expect(await runAdminCommand(['backup', taken], first.io)).toBe(1)
    expect(first.err).toEqual([`${taken} already exists: choose a new name, or move the old backup away first`])

    const nowhere = operator(t.storeEnv)
    expect(await runAdminCommand(['backup', join(backups, 'missing', 'copy.sqlite')], nowhere.io)).toBe(1)
    expect(nowhere.err).toEqual([`The folder ${join(backups, 'missing')} does not exist`])

    const empty = mkdtempSync(join(tmpdir(), 'fw-empty-data-'))
    try {
      const lost = operator({ FW_DATA_DIR: empty })
      expect(await runAdminCommand(['backup', join(backups, 'copy.sqlite')], lost.io)).toBe(1)
      expect(lost.err).toEqual([`There is no database at ${join(empty, 'fireworks.sqlite')} to back up: is FW_DATA_DIR the server's?`])
      expect(existsSync(join(empty, 'fireworks.sqlite'))).toBe(false)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
    expect(readdirSync(backups)).toEqual(['taken.sqlite'])
  })
})

describe('npm run admin -- backup on PostgreSQL', () => {
  it('says to use pg_dump, without showing the database URL', async () => {
    const run = operator({ FW_DATA_DIR: backups, FW_DATABASE_URL: 'postgres://fw:db-password-secret@db.internal:5432/fw' })
    expect(await runAdminCommand(['backup', join(backups, 'copy.sqlite')], run.io)).toBe(1)
    expect(run.err).toEqual([USE_PG_DUMP])
    expect(run.err.join()).not.toContain('db-password-secret')
    expect(readdirSync(backups)).toEqual([])
  })
})
