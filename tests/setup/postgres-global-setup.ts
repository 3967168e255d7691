// The suite's PostgreSQL run (FW_TEST_POSTGRES=1, `npm run test:server:pg`): starts a throwaway
// PostgreSQL cluster on a loopback port, migrates a template database every test database is
// copied from (server/testing/test-store.ts), and stops and deletes the cluster afterwards.
// FW_TEST_POSTGRES_URL set beforehand uses that server instead (a role that may CREATE DATABASE).
// Without FW_TEST_POSTGRES it does nothing: the suite runs on SQLite.
import pg from 'pg'
import { openStore } from '../../server/db/store'
import { startPostgresCluster, type PostgresCluster } from '../../server/testing/postgres-cluster'
import { databaseUrl, TEMPLATE_DATABASE } from '../../server/testing/test-store'

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FW_TEST_POSTGRES !== '1') return undefined
  let cluster: PostgresCluster | undefined
  if (!process.env.FW_TEST_POSTGRES_URL) {
    cluster = await startPostgresCluster()
    process.env.FW_TEST_POSTGRES_URL = cluster.url
  }
  const clusterUrl = process.env.FW_TEST_POSTGRES_URL
  const admin = new pg.Client({ connectionString: clusterUrl })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
    const template = await openStore({ dataDir: '', databaseUrl: databaseUrl(clusterUrl, TEMPLATE_DATABASE) })
    // What a test database gets back when it is emptied for reuse (server/testing/test-store.ts).
    const meta = await template.db.selectFrom('app_meta').select(['key', 'value']).orderBy('key').execute()
    process.env.FW_TEST_POSTGRES_TEMPLATE_META = JSON.stringify(meta)
    await template.close()
    // Nobody connects to the template again (autovacuum included): a copy waits while anyone is.
    await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} ALLOW_CONNECTIONS false`)
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [TEMPLATE_DATABASE])
  } finally {
    await admin.end()
  }
  return async () => {
    await cluster?.stop()
  }
}
