// `npm run build`: the widget package into dist/ with its declarations and the Custom Elements
// Manifest, with a table of where the time went. The manifest (which also writes the JSX tag types
// the declarations carry) and the JavaScript run side by side; tsc's declarations follow, beside
// the measuring of what was built (the README's sizes table).
// `npm start` builds the JavaScript alone (server/build-assets.ts): serving needs no declarations.
import { fileURLToPath } from 'node:url'
import { runPlanAndExit, type Step } from './steps/run-steps'

const root = fileURLToPath(new URL('..', import.meta.url))
const node = process.execPath

export const MANIFEST_STEP: Step = { name: 'manifest and reference', command: node, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/elements-manifest/generate.ts'] }
export const JAVASCRIPT_STEP: Step = { name: 'javascript (tsup, autoloader)', command: node, args: ['node_modules/tsup/dist/cli-default.js', '--silent'] }
export const SIZES_STEP: Step = { name: 'sizes (README)', command: node, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/package-sizes/generate.ts'] }
export const DECLARATIONS_STEP: Step = { name: 'declarations (tsc)', command: node, args: ['node_modules/tsx/dist/cli.mjs', 'scripts/package-types/main.ts'] }

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPlanAndExit('npm run build', [[MANIFEST_STEP, JAVASCRIPT_STEP], [DECLARATIONS_STEP, SIZES_STEP]], root)
