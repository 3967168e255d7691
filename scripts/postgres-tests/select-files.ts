// Which test files the PostgreSQL pass reruns: those that talk to the database. A test file does
// when it reaches, through the modules it imports for their values (type-only imports run no
// code), the store a test opens (server/testing/test-store.ts), or when it reads the PostgreSQL
// run's own settings itself. The rest — the emulator, pure functions, processes on SQLite —
// would only pass a second time for nothing.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** The module whose reach marks a test as one that opens a store. */
export const TEST_STORE = 'server/testing/test-store.ts'
/**
 * How a test file takes the PostgreSQL run into its own hands: it reads the run's settings from the
 * environment, or asks the test store's helpers. A file that only names the variable as a value
 * (the settings' own tests pass it to loadConfig) opens no database and is left out.
 */
const POSTGRES_RUN = /\bprocess\.env\.FW_TEST_POSTGRES(_URL)?\b|\b(onPostgres|testPostgresUrl)\b/

/** `from '…'` and `import('…')` specifiers that are not `import type` / `export type`. */
export function valueImports(source: string): string[] {
  const found: string[] = []
  const statement = /^\s*(import|export)\s+(type\s+)?[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) {
    if (match[2]) continue
    const specifier = match[3] ?? match[4]
    if (specifier) found.push(specifier)
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!)
  return found
}

/** A relative specifier resolved to a project file (.ts, .tsx, or a folder's index), or undefined. */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** Whether `file` reaches `target` through value imports (memoised across calls in `seen`). */
function reaches(file: string, target: string, seen: Map<string, boolean>, path = new Set<string>()): boolean {
  if (file === target) return true
  const known = seen.get(file)
  if (known !== undefined) return known
  if (path.has(file)) return false
  path.add(file)
  const found = valueImports(readFileSync(file, 'utf8')).some((specifier) => {
    const next = resolveRelative(file, specifier)
    return next !== undefined && reaches(next, target, seen, path)
  })
  path.delete(file)
  seen.set(file, found)
  return found
}

function testFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules') return []
    if (statSync(path).isDirectory()) return testFilesUnder(path)
    return /\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The test files under `folders` (relative to `root`) that talk to the database, relative to `root`. */
export function postgresTestFiles(root: string, folders: readonly string[]): string[] {
  const target = join(root, TEST_STORE)
  const seen = new Map<string, boolean>()
  return folders
    .flatMap((folder) => testFilesUnder(join(root, folder)))
    .filter((file) => POSTGRES_RUN.test(readFileSync(file, 'utf8')) || reaches(file, target, seen))
    .map((file) => relative(root, file))
    .sort()
}
