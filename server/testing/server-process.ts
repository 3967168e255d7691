// The real server as `npm start` runs it (scripts/start/launch.mjs: server/start.ts from its
// bundle, built first if stale) as a process of its own, for tests that need what only a process
// has: a port, a console, a signal. startServerProcess resolves once its banner is out (the server
// is ready); spawnServerProcess from the first moment.
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** The banner's last line: the server is listening and done starting. */
export const BANNER_END = 'Ctrl+C stops the server.'

export interface ServerProcess {
  child: ChildProcess
  /** Where it listens, e.g. http://127.0.0.1:40123 */
  url: string
  stdout(): string
  stderr(): string
  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/** A server process from its first moment, before its banner. */
export interface SpawnedServer {
  child: ChildProcess
  stdout(): string
  stderr(): string
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | NodeJS.Signals | null>
  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * Spawns `npm start`'s script with `env` over this process's environment, as a new user would: no
 * Square token (the bundled emulator serves) and no admin password unless `env` names one. `root`
 * is the project's copy to run (this one unless a test made another).
 */
export function spawnServerProcess(env: Record<string, string>, root = ROOT): SpawnedServer {
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  delete childEnv.FW_ADMIN_PASSWORD
  delete childEnv.SQUARE_ACCESS_TOKEN
  const child = spawn(process.execPath, [join('scripts', 'start', 'launch.mjs')], {
    cwd: root,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals | null>((done) => child.once('exit', (code, signal) => done(code ?? signal)))
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return { child, stdout: () => stdout, stderr: () => stderr, exited, stop }
}

/** spawnServerProcess, resolved once the banner is out (the server is ready). */
export function startServerProcess(env: Record<string, string>, timeoutMs = 90_000, root = ROOT): Promise<ServerProcess> {
  const spawned = spawnServerProcess(env, root)
  const { child, stop } = spawned
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL')
      fail(new Error(`no banner in time:\n${spawned.stdout()}\n${spawned.stderr()}`))
    }, timeoutMs)
    const check = () => {
      const output = spawned.stdout() + spawned.stderr()
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url && output.includes(BANNER_END)) {
        clearTimeout(timer)
        done({ child, url, stdout: spawned.stdout, stderr: spawned.stderr, stop })
      }
    }
    // After the spawn's own listeners, so the output is complete when checked.
    child.stdout?.on('data', check)
    child.stderr?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`exited with ${String(code)} before its banner:\n${spawned.stdout()}\n${spawned.stderr()}`))
    })
  })
}

/** Signs in through the API and returns the bearer token. */
export async function signInOver(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  const body = (await response.json()) as { data?: { access_token?: string } }
  const token = body.data?.access_token
  if (response.status !== 200 || token === undefined) throw new Error(`sign-in as ${username} answered ${response.status}`)
  return token
}
