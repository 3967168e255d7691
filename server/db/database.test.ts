import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { listMigrations, runMigrations } from './migrate'
import { openDatabase } from './open'
import { immediateTransaction } from './transaction'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'fw-db-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

describe('openDatabase', () => {
  it('keeps the file in WAL mode with full synchronous commits', async () => {
    const { sqlite, close } = openDatabase(dataDir)
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2) // FULL
    await close()
  })

  it('applies every migration once, however often it opens', async () => {
    const first = openDatabase(dataDir)
    const applied = first.sqlite.prepare('SELECT name FROM schema_migrations ORDER BY name').all()
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(listMigrations())
    await first.close()
    const second = openDatabase(dataDir)
    expect(second.sqlite.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: listMigrations().length })
    await second.close()
  })
})

describe('runMigrations', () => {
  it('applies files in number order and leaves a failed file unrecorded', async () => {
    const dir = join(dataDir, 'migrations')
    mkdirSync(dir)
    writeFileSync(join(dir, '002-second.sql'), 'INSERT INTO things (name) VALUES (\'after\');')
    writeFileSync(join(dir, '001-first.sql'), 'CREATE TABLE things (name TEXT);')
    writeFileSync(join(dir, '003-broken.sql'), 'INSERT INTO things (name) VALUES (\'half\'); INSERT INTO nowhere VALUES (1);')
    writeFileSync(join(dir, 'notes.txt'), 'not a migration')
    const { sqlite, close } = openDatabase(dataDir, { migrate: false })
    expect(() => runMigrations(sqlite, dir)).toThrow(/nowhere/)
    expect(sqlite.prepare('SELECT name FROM things').all()).toEqual([{ name: 'after' }])
    expect(sqlite.prepare('SELECT name FROM schema_migrations ORDER BY name').all()).toEqual([
      { name: '001-first.sql' },
      { name: '002-second.sql' },
    ])
    await close()
  })
})

describe('immediateTransaction', () => {
  it('commits all rows together, or none when the work throws', async () => {
    const { db, close } = openDatabase(dataDir)
    await sql`CREATE TABLE notes (body TEXT NOT NULL)`.execute(db)
    await immediateTransaction(db, async (trx) => {
      await sql`INSERT INTO notes VALUES ('one')`.execute(trx)
      await sql`INSERT INTO notes VALUES ('two')`.execute(trx)
    })
    await expect(
      immediateTransaction(db, async (trx) => {
        await sql`INSERT INTO notes VALUES ('three')`.execute(trx)
        throw new Error('stop half way')
      }),
    ).rejects.toThrow('stop half way')
    const rows = await sql<{ body: string }>`SELECT body FROM notes ORDER BY body`.execute(db)
    expect(rows.rows.map((row) => row.body)).toEqual(['one', 'two'])
    await close()
  })

  it('makes other queries wait rather than see half a write', async () => {
    const { db, close } = openDatabase(dataDir)
    await sql`CREATE TABLE counter (n INTEGER NOT NULL)`.execute(db)
    await sql`INSERT INTO counter VALUES (0)`.execute(db)
    const seen: number[] = []
    const writer = immediateTransaction(db, async (trx) => {
      await sql`UPDATE counter SET n = 1`.execute(trx)
      await new Promise((resolve) => setTimeout(resolve, 20))
      await sql`UPDATE counter SET n = 2`.execute(trx)
    })
    const reader = sql<{ n: number }>`SELECT n FROM counter`.execute(db).then((result) => seen.push(result.rows[0]!.n))
    await Promise.all([writer, reader])
    expect(seen).toEqual([2])
    await close()
  })
})
