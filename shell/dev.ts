// `npm run dev`: the API server (restarting on server changes) and the shell's Vite dev server
// (hot reload, /api passed on to the API server), together; Ctrl+C stops both. Open the URL Vite
// prints (http://localhost:5173 unless FW_DEV_PORT says otherwise).
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = process.env.PORT ?? '8787'

function run(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
}

const children = [
  // The shell is served by Vite here: the API server need not build it.
  run(['node_modules/tsx/dist/cli.mjs', 'watch', 'server/start.ts'], { PORT: port }),
  run(['node_modules/vite/bin/vite.js', '--config', 'shell/vite.config.ts'], { FW_API_URL: `http://127.0.0.1:${port}` }),
]

let stopping = false
function stop(code: number): void {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.once('exit', (code) => stop(code ?? 0))
process.once('SIGINT', () => stop(0))
process.once('SIGTERM', () => stop(0))
