// `npm run build:release`: everything a server needs, built once, into dist/ — the widget bundle
// (JavaScript; declarations are the npm package's business: `npm run build`), the dashboard shell
// with its compressed copies, and the server compiled to JavaScript (scripts/build-server.ts) —
// side by side, with a table of where the time went. Then `NODE_ENV=production node
// dist/server/start.js` serves it and builds nothing; the container image is made the same way.
import { fileURLToPath } from 'node:url'
import { JAVASCRIPT_STEP } from './build-package'
import { runPlanAndExit } from './steps/run-steps'

const root = fileURLToPath(new URL('..', import.meta.url))
const node = process.execPath

await runPlanAndExit(
  'npm run build:release',
  [
    [
      JAVASCRIPT_STEP,
      { name: 'dashboard shell (vite)', command: node, args: ['node_modules/vite/bin/vite.js', 'build', '--config', 'shell/vite.config.ts', '--logLevel', 'warn'] },
      { name: 'server (esbuild)', command: node, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/build-server.ts'] },
    ],
  ],
  root,
)
