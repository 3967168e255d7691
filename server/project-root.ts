// Where the server finds what it serves (dist/, examples/, public/), whichever way it runs: from
// its TypeScript sources (server/*.ts, `npm start` in a clone) or from the release build
// (dist/server/*.js, `node dist/server/start.js`), whose files all sit directly in dist/server.
import { fileURLToPath } from 'node:url'

/** True when running the release build's JavaScript: it serves what was built and builds nothing. */
export const RUNNING_FROM_RELEASE = !import.meta.url.endsWith('.ts')

/** The folder holding dist/, examples/ and public/. */
export const PROJECT_ROOT = fileURLToPath(new URL(RUNNING_FROM_RELEASE ? '../..' : '..', import.meta.url))
