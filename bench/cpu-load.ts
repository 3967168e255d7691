// A busy machine for benches that report a figure "loaded" beside "quiet": `stress-ng --cpu 1`,
// one process spinning a core, started by the bench and bounded three ways — its own --timeout,
// the bench's stop() in a finally, and a kill of its process group when this process exits — so
// no run leaves it spinning.
import { spawn, type ChildProcess } from 'node:child_process'

export interface CpuLoad {
  /** What runs, for the report. */
  readonly command: string
  stop(): Promise<void>
}

/** Starts `stress-ng --cpu 1` for at most `maxSeconds`; resolves once it runs. */
export async function startCpuLoad(maxSeconds: number): Promise<CpuLoad> {
  const args = ['--cpu', '1', '--timeout', `${Math.ceil(maxSeconds)}s`, '--quiet']
  // Its own process group, so stop() ends the spinning worker it forks too.
  const child: ChildProcess = spawn('stress-ng', args, { stdio: 'ignore', detached: true })
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve())
    child.once('error', (error) => reject(new Error(`stress-ng could not start (apt-get install stress-ng): ${error.message}`)))
  })
  const group = child.pid!
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-group, signal)
    } catch {
      // Already gone.
    }
  }
  const onExit = () => killGroup('SIGKILL')
  process.once('exit', onExit)
  // Give it a moment to fork its worker and spin.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return {
    command: `stress-ng ${args.join(' ')}`,
    async stop() {
      process.off('exit', onExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      killGroup('SIGTERM')
      const timer = setTimeout(() => killGroup('SIGKILL'), 3_000)
      await exited
      clearTimeout(timer)
    },
  }
}
