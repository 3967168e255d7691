// The store a test runs on. The suite runs once per store: by default each test context gets a
// SQLite file in its temp directory; in the PostgreSQL run (FW_TEST_POSTGRES=1, see
// tests/setup/postgres-global-setup.ts) each gets a database of its own on the run's throwaway
// cluster, copied once from a template the global setup migrated and emptied for each next test.
import pg from 'pg'
import { openStore, type OpenedStore } from '../db/store'

/** The database every test database is copied from. */
export const TEMPLATE_DATABASE = 'fw_template'

/** The throwaway cluster's maintenance URL in the PostgreSQL run; undefined in the SQLite run. */
export function testPostgresUrl(): string | undefined {
  return process.env.FW_TEST_POSTGRES_URL || undefined
}

/** True in the suite's PostgreSQL run. */
export const onPostgres = (): boolean => testPostgresUrl() !== undefined

/** The URL of another database on the cluster `clusterUrl` points at. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl)
  url.pathname = `/${database}`
  return url.toString()
}

let admin: pg.Pool | undefined
function adminPool(clusterUrl: string): pg.Pool {
  admin ??= new pg.Pool({ connectionString: clusterUrl, max: 2, allowExitOnIdle: true })
  return admin
}

/** Makes database `name` from the migrated template; retried while another copy of it is under way. */
async function createTestDatabase(clusterUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminPool(clusterUrl).query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`)
      return
    } catch (error) {
      // Two copies of one template at the same moment: PostgreSQL refuses the second.
      if (attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50))
    }
  }
}

/**
 * The template's app_meta rows (the global setup reads them: nobody may connect to the template),
 * which a reused database gets back.
 */
function templateMeta(): Array<{ key: string; value: string }> {
  return JSON.parse(process.env.FW_TEST_POSTGRES_TEMPLATE_META ?? '[]') as Array<{ key: string; value: string }>
}

/**
 * Empties a used test database back to the template's state: every table truncated (identities
 * restarted, so ids start at 1 as in a new database) but the migrations', and app_meta as the
 * template has it. A copy of the template costs hundreds of milliseconds on a busy machine; this,
 * tens. Throws when the database cannot be reset (a test cut it off), and it is made anew.
 */
async function resetTestDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
    )
    const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ')
    await client.query('BEGIN')
    if (names.length > 0) await client.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`)
    for (const { key, value } of templateMeta()) await client.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [key, value])
    await client.query('COMMIT')
  } finally {
    await client.end()
  }
}

/** Databases of this worker now held by a test (a worker runs one test file at a time). */
const inUse = new Set<string>()

/**
 * A database for one test: this worker's first one not in use, emptied, or a new copy of the
 * template. Names carry the worker's id, so workers running side by side never share one.
 */
async function takeTestDatabase(clusterUrl: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? `p${process.pid}`
  for (let index = 0; ; index++) {
    const name = `fw_w${worker.replace(/\W/g, '')}_${index}`
    if (inUse.has(name)) continue
    inUse.add(name)
    const exists = await adminPool(clusterUrl).query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (exists.rowCount === 0) {
      await createTestDatabase(clusterUrl, name)
      return name
    }
    try {
      await resetTestDatabase(databaseUrl(clusterUrl, name))
    } catch {
      await adminPool(clusterUrl).query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await createTestDatabase(clusterUrl, name)
    }
    return name
  }
}

export interface TestStore extends OpenedStore {
  /** Cuts every connection off from the database, for tests of an unreachable store. */
  makeUnreachable(): Promise<void>
  /** Closes the store and throws its data away (the PostgreSQL database is emptied for the next test). */
  dispose(): Promise<void>
}

/** A fresh, migrated store for one test: SQLite in `dataDir`, or a new PostgreSQL database. */
export async function openTestStore(dataDir: string): Promise<TestStore> {
  const clusterUrl = testPostgresUrl()
  if (clusterUrl === undefined) {
    const opened = await openStore({ dataDir }, { migrate: false })
    // A test's database is thrown away: skip waiting for the disk on each commit.
    opened.sqlite?.pragma('synchronous = OFF')
    const { runMigrations } = await import('../db/migrate')
    if (opened.sqlite) runMigrations(opened.sqlite)
    return {
      ...opened,
      makeUnreachable: async () => {
        opened.sqlite?.close()
      },
      dispose: () => opened.close(),
    }
  }
  const name = await takeTestDatabase(clusterUrl)
  const opened = await openStore({ dataDir, databaseUrl: databaseUrl(clusterUrl, name) }, { migrate: false, poolMax: 5 })
  return {
    ...opened,
    async makeUnreachable() {
      await adminPool(clusterUrl).query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
      await adminPool(clusterUrl).query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
    },
    async dispose() {
      await opened.close()
      // Emptied when the next test takes it: a test that fails half way leaves it as it was.
      inUse.delete(name)
    },
  }
}
