// Where the server finds what it serves (dist/, examples/, public/), whichever way it runs: from
// its TypeScript sources (server/*.ts under tsx: `npm run dev:server`, the tests), from the bundle
// `npm start` builds in a clone (.server-build/<build>/*.js, scripts/start/), or from the release
// build (dist/server/*.js, `node dist/server/start.js`). Both bundles keep every file directly in
// a folder two levels below the project's root.
import { fileURLToPath } from 'node:url'

/**
 * Defined (as true) only in the bundle `npm start` builds (scripts/start/build-bundle.ts): code
 * compiled like a release's, yet a clone's server, which builds what is stale before it serves.
 */
declare const __FW_CLONE_BUNDLE__: boolean | undefined

const FROM_TYPESCRIPT = import.meta.url.endsWith('.ts')

/** True when running the release build's JavaScript: it serves what was built and builds nothing. */
export const RUNNING_FROM_RELEASE = !FROM_TYPESCRIPT && typeof __FW_CLONE_BUNDLE__ === 'undefined'

/** The folder holding dist/, examples/ and public/. */
export const PROJECT_ROOT = fileURLToPath(new URL(FROM_TYPESCRIPT ? '..' : '../..', import.meta.url))
