// `npm run build`'s declarations step: tsc emits dist/types/ (tsconfig.package-types.json), then
// each package entry gets its dist/<entry>.d.ts (./write-package-types.ts).
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packageEntries } from '../../tsup.config'
import { TYPES_DIR, writePackageTypes } from './write-package-types'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(root, 'dist')

rmSync(join(dist, TYPES_DIR), { recursive: true, force: true })
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.package-types.json'], { cwd: root, stdio: 'inherit' })
writePackageTypes(dist, packageEntries())
