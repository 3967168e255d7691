// A private npm registry on 127.0.0.1 for a test, as a company's would be for the `@fireworks`
// scope: Verdaccio with its own configuration and storage in a temporary folder, no uplink (the
// scope lives only here; an app's other packages come from its default registry), reading open to
// all and publishing to the one user the test signs up.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../server/free-port'

const root = fileURLToPath(new URL('../..', import.meta.url))

export interface ScratchRegistry {
  /** The registry's URL, with its trailing slash (as npm writes registry URLs). */
  url: string
  /** A publishing token of the test's user. */
  token: string
  /** The npm command-line settings that publish `@scope/…` there, whatever publishConfig names. */
  publishFlags(scope: string): string[]
  stop(): Promise<void>
}

function config(folder: string, scope: string): string {
  return [
    `storage: ${JSON.stringify(join(folder, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(folder, 'htpasswd'))}`,
    '    max_users: 1',
    'uplinks: {}',
    'packages:',
    `  '${scope}/*':`,
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    // Nothing else is served: an install that asked here for another package would fail loudly.
    "  '**':",
    '    access: $authenticated',
    '    publish: $authenticated',
    // Longer than the keep-alive of Node's fetch, which would otherwise reuse a socket Verdaccio closed.
    'server:',
    '  keepAliveTimeout: 60',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n')
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited (${child.exitCode}):\n${output()}`)
    try {
      if ((await fetch(`${url}-/ping`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Verdaccio did not answer at ${url} within 30 s:\n${output()}`)
}

/** Starts Verdaccio serving `scope` from a folder of its own under `folder`, and signs a publisher up. */
export async function startScratchRegistry(folder: string, scope: string): Promise<ScratchRegistry> {
  mkdirSync(folder, { recursive: true })
  const configFile = join(folder, 'config.yaml')
  writeFileSync(configFile, config(folder, scope))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  const child = spawn(process.execPath, [join(root, 'node_modules/verdaccio/bin/verdaccio'), '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await waitUntilAnswering(url, child, () => log)
    // What `npm adduser` does: the registry answers the new user's token.
    const name = 'release-bot'
    const answer = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, password: `scratch-${port}-${Date.now()}`, type: 'user', roles: [], date: new Date().toISOString() }),
    })
    const { token } = (await answer.json()) as { token?: string }
    if (!answer.ok || !token) throw new Error(`Verdaccio refused to sign up ${name} (${answer.status}):\n${log}`)
    const hostPath = url.replace(/^https?:/, '')
    return {
      url,
      token,
      // npm 11 lets a setting given on the command line win over the same key in publishConfig
      // (`registry` here), and a scope's registry wins over `registry`: give both, and the token
      // for this registry, on the command line only (nothing written to any .npmrc).
      publishFlags: (publishScope) => [`--registry=${url}`, `--${publishScope}:registry=${url}`, `--${hostPath}:_authToken=${token}`],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
