// A throwaway PostgreSQL cluster for tests and local trials: initdb into a temp directory, start it
// on a free loopback port with durability off (its data is thrown away), hand back its URL, and
// stop and delete it afterwards. PostgreSQL refuses to run as root, so under root the cluster
// belongs to an unprivileged user (`postgres`, which Debian's package creates) and every command
// runs as that user through runuser.
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../free-port'

const run = promisify(execFile)

/** The superuser the cluster is made with (trust authentication, loopback only). */
export const CLUSTER_USER = 'fw'

export interface PostgresCluster {
  /** postgres://fw@127.0.0.1:PORT/postgres — the maintenance database. */
  url: string
  port: number
  /** URL of another database on this cluster. */
  urlOf(database: string): string
  stop(): Promise<void>
}

export interface ClusterOptions {
  /** The unprivileged user the cluster runs as when this process is root (default postgres). */
  runAs?: string
  /** Extra server settings (`-c name=value`). */
  settings?: Record<string, string>
}

/** The bin directory of the newest PostgreSQL installed (Debian's layout), or FW_PG_BIN. */
export function postgresBinDir(): string {
  const fromEnv = process.env.FW_PG_BIN
  if (fromEnv) return fromEnv
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : []
  const newest = versions[0]
  if (newest === undefined) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql), or set FW_PG_BIN')
  return join(root, newest, 'bin')
}

/** Whether PostgreSQL's server programs are installed here. */
export function postgresInstalled(): boolean {
  try {
    return existsSync(join(postgresBinDir(), 'initdb'))
  } catch {
    return false
  }
}

/** The numeric uid and gid of a local user, from `id`. */
async function idsOf(user: string): Promise<{ uid: number; gid: number }> {
  const uid = Number((await run('id', ['-u', user])).stdout.trim())
  const gid = Number((await run('id', ['-g', user])).stdout.trim())
  return { uid, gid }
}

/** Starts a private cluster; stop() stops it and deletes its files. */
export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'fw-pg-'))
  const asRoot = userInfo().uid === 0
  const runAs = options.runAs ?? 'postgres'
  if (asRoot) {
    const { uid, gid } = await idsOf(runAs)
    chownSync(dir, uid, gid)
  }
  const pg = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', runAs, '--', join(bin, program), ...args]) : run(join(bin, program), args)
  const data = join(dir, 'data')
  const port = await freePort('127.0.0.1')
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '400',
    // Tests make and drop hundreds of small databases; vacuuming them is wasted work.
    autovacuum: 'off',
    ...options.settings,
  }
  try {
    // C collation: text sorts and compares by bytes, as SQLite's does.
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', CLUSTER_USER, '-E', 'UTF8', '--locale=C', '--no-sync'])
    const serverArgs = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`).join(' ')
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', serverArgs, '-w', '-t', '60', 'start'])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const urlOf = (database: string) => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`
  let stopped = false
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    async stop() {
      if (stopped) return
      stopped = true
      try {
        await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
