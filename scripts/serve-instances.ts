// Starts server instances (server/start.ts, each its own process) and waits until each listens:
// for `npm run serve -- --instances N` and for tests that run several instances on one database.
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export interface ServerInstance {
  child: ChildProcess
  /** Where it listens, e.g. http://127.0.0.1:40123 */
  url: string
  port: number
  /** Everything it printed so far. */
  output(): string
  /** Stops it (SIGTERM, then SIGKILL after `graceMs`) and resolves once it exited. */
  stop(graceMs?: number): Promise<void>
}

export interface StartInstanceOptions {
  env: Record<string, string | undefined>
  /** Prefix for each line it prints to this process's console (none: kept quiet). */
  echoPrefix?: string
  /** Give up waiting for it to listen after this long. */
  timeoutMs?: number
  /** Kills it with SIGKILL as soon as its output satisfies this (tests of an instance dying mid-work). */
  killWhen?: (output: string) => boolean
}

/** Resolves once the process exited. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => child.once('exit', () => done()))
}

/** Starts `server/start.ts` with `env` (added to this process's) and resolves once it listens. */
export function startServerInstance(options: StartInstanceOptions): Promise<ServerInstance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      rejectStart(new Error(`The instance did not start listening in time:\n${output}`))
    }, options.timeoutMs ?? 180_000)
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      output += text
      if (options.killWhen?.(output) && child.signalCode === null) child.kill('SIGKILL')
      if (options.echoPrefix !== undefined) for (const line of text.split('\n').filter(Boolean)) process.stdout.write(`${options.echoPrefix}${line}\n`)
      const listening = /listening on (http:\/\/[^\s—]+)/.exec(output)
      if (listening?.[1] === undefined) return
      clearTimeout(timer)
      const url = listening[1]
      resolveStart({
        child,
        url,
        port: Number(new URL(url).port),
        output: () => output,
        async stop(graceMs = 10_000) {
          if (child.exitCode !== null || child.signalCode !== null) return
          child.kill('SIGTERM')
          const force = setTimeout(() => child.kill('SIGKILL'), graceMs)
          await exited(child)
          clearTimeout(force)
        },
      })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      rejectStart(new Error(`The instance exited (${String(code ?? signal)}) before listening:\n${output}`))
    })
  })
}
