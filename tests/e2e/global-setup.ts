// Starts what the browser tests run against, the way `npm start` runs in production: builds the
// widget package, the dashboard shell and the stories (Ladle), then the demo server every spec
// shares (./demo-server.ts) with FW_NOW inside the 2025 season. The returned function
// (Playwright's teardown) stops it and removes its data directory.
import { execFileSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../server/free-port'
import { startDemoServer } from './demo-server'
import { E2E_NOW } from './server-info'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.FW_E2E_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    // The shell the server serves at `/` (dist/shell).
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'shell/vite.config.ts', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    })
    // The stories ladle-stories.spec.ts opens (build/).
    execFileSync('npm', ['run', 'ladle:build'], { cwd: root, stdio: 'inherit' })
  }
  // An intranet page on another origin embeds the widgets (embedding.spec.ts serves it).
  const intranetPort = await freePort()
  const server = await startDemoServer({ now: E2E_NOW, logName: 'e2e-server', env: { FW_ALLOWED_ORIGINS: `http://127.0.0.1:${intranetPort}` } })
  // Workers start after this and inherit the environment.
  process.env.FW_E2E_BASE_URL = server.baseUrl
  process.env.FW_E2E_EMULATOR_URL = server.emulatorUrl
  process.env.FW_E2E_INTRANET_PORT = String(intranetPort)
  // For tests that must put the server's store in a given state (an emptied season) first.
  process.env.FW_E2E_DATA_DIR = server.dataDir
  return server.stop
}
