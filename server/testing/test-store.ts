// The store a test runs on. The suite runs once per store: by default each test context gets a
// SQLite file in its temp directory; in the PostgreSQL run (FW_TEST_POSTGRES=1, see
// tests/setup/postgres-global-setup.ts) each gets a database of its own on the run's throwaway
// cluster, copied from a template the global setup migrated once (a copy takes ~50 ms, migrating
// anew several times that).
import { randomBytes } from 'node:crypto'
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

/** Makes an empty database from the migrated template; retried while another copy of it is under way. */
async function createTestDatabase(clusterUrl: string): Promise<string> {
  const name = `fw_t_${randomBytes(6).toString('hex')}`
  for (let attempt = 0; ; attempt++) {
    try {
      await adminPool(clusterUrl).query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`)
      return name
    } catch (error) {
      // Two copies of one template at the same moment: PostgreSQL refuses the second.
      if (attempt >= 50 || !/being accessed by other users/.test((error as Error).message)) throw error
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 50))
    }
  }
}

export interface TestStore extends OpenedStore {
  /** Cuts every connection off from the database, for tests of an unreachable store. */
  makeUnreachable(): Promise<void>
  /** Closes the store and throws its data away (the PostgreSQL database is dropped). */
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
  const name = await createTestDatabase(clusterUrl)
  const opened = await openStore({ dataDir, databaseUrl: databaseUrl(clusterUrl, name) }, { migrate: false, poolMax: 5 })
  return {
    ...opened,
    async makeUnreachable() {
      await adminPool(clusterUrl).query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
      await adminPool(clusterUrl).query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
    },
    async dispose() {
      await opened.close()
      // Not awaited: nothing waits for the space back, and the cluster goes at the end of the run.
      adminPool(clusterUrl)
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch(() => undefined)
    },
  }
}
