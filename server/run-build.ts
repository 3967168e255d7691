// A build `npm start` runs before it serves (tsup for the widgets, vite for the shell), kept quiet:
// its output is held back and shown only when it fails, so a first start prints its progress lines
// and the banner, not a build log (tsup alone writes a line for every empty chunk it generates).
import { spawn } from 'node:child_process'

/** The most of a build's output kept for a failure: its end, where the error is. */
const KEPT_OUTPUT_BYTES = 256 * 1024

export interface BuildCommand {
  /** Node's arguments: the tool's script, then its own. */
  args: readonly string[]
  cwd: string
  env?: NodeJS.ProcessEnv
  /** The sentence of the error when the tool fails, e.g. 'The widget build failed'. */
  failure: string
}

/** Runs the tool with this Node; resolves silently, or writes its output to `errors` and rejects. */
export async function runQuietBuild(command: BuildCommand, errors: NodeJS.WritableStream = process.stderr): Promise<void> {
  const chunks: Buffer[] = []
  let kept = 0
  const keep = (chunk: Buffer) => {
    chunks.push(chunk)
    kept += chunk.length
    while (kept > KEPT_OUTPUT_BYTES && chunks.length > 1) kept -= chunks.shift()?.length ?? 0
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...command.args], { cwd: command.cwd, env: command.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code === 0) return
  errors.write(Buffer.concat(chunks))
  throw new Error(`${command.failure} (exit code ${code})`)
}
