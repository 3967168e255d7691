// `npm run serve -- --instances N [--port P]`: N server instances sharing one PostgreSQL database
// behind a round-robin proxy on one port, for trying the scale-out on one machine. The database is
// FW_DATABASE_URL; without it a throwaway PostgreSQL cluster is started (its data goes when this
// stops). Every other setting comes from the environment as for `npm start` and is the same for
// every instance (the README lists which must match behind a real load balancer). The first
// instance starts alone (it builds the widgets and, on an empty database, hydrates); the rest then
// start together. Only the first sends the demo's payment webhooks, so the demo's pace stays one.
import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { freePort } from '../server/free-port'
import { startPostgresCluster, type PostgresCluster } from '../server/testing/postgres-cluster'
import { startRoundRobinProxy } from './serve-proxy'
import { startServerInstance, type ServerInstance } from './serve-instances'

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: npm run serve -- --instances N [--port P]\n`)
  process.exit(2)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' }, port: { type: 'string' } } })
  const count = Number(values.instances)
  if (!Number.isInteger(count) || count < 1 || count > 16) usage('--instances must be a whole number from 1 to 16')
  const config = loadConfig()
  const host = config.HOST
  const port = values.port === undefined ? config.PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage('--port must be a port number')

  let cluster: PostgresCluster | undefined
  let databaseUrl = config.FW_DATABASE_URL
  if (databaseUrl === undefined) {
    console.log('FW_DATABASE_URL is not set: starting a throwaway PostgreSQL cluster (its data goes when this stops).')
    cluster = await startPostgresCluster({ settings: { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on', autovacuum: 'on' } })
    databaseUrl = cluster.url
  }
  const proxyPort = port === 0 ? await freePort(host) : port
  const publicOrigin = config.FW_PUBLIC_ORIGIN ?? `http://${host.includes(':') ? `[${host}]` : host}:${proxyPort}`

  const instances: ServerInstance[] = []
  let stopping = false
  const stopAll = async (code: number) => {
    if (stopping) return
    stopping = true
    await Promise.all(instances.map((instance) => instance.stop()))
    await cluster?.stop()
    process.exit(code)
  }
  process.once('SIGINT', () => void stopAll(0))
  process.once('SIGTERM', () => void stopAll(0))

  const start = async (index: number) => {
    const instance = await startServerInstance({
      echoPrefix: `[${index + 1}] `,
      // A first start may build the widgets and hydrate a whole demo season: wait as long as it takes.
      timeoutMs: 60 * 60_000,
      env: {
        FW_DATABASE_URL: databaseUrl,
        HOST: host,
        PORT: String(await freePort(host)),
        // Links, cookies-free CORS and the WebSocket origin check follow the proxy's address.
        FW_PUBLIC_ORIGIN: publicOrigin,
        FW_TRUST_PROXY: '1',
        ...(index > 0 ? { FW_WIDGET_BUILD: 'off', FW_DEMO_WEBHOOK_MS: '0' } : {}),
      },
    })
    instances.push(instance)
    instance.child.once('exit', (code) => {
      if (!stopping) console.error(`Instance ${index + 1} stopped (${String(code)}); the proxy sends its share to the others.`)
    })
  }
  try {
    await start(0)
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    await stopAll(1)
    return
  }
  const proxy = await startRoundRobinProxy({
    host,
    port: proxyPort,
    backends: () => instances.filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null).map((instance) => ({ host, port: instance.port })),
  })
  console.log(`${count} instance${count === 1 ? '' : 's'} on ${instances.map((instance) => instance.url).join(', ')}`)
  console.log(`Round-robin proxy listening on ${publicOrigin} — open it in the browser.`)
  void proxy
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
