// The server's folders stand in floors: each folder of server/ (and each file at its top) imports
// only folders and files below it, type-only imports and the testing helpers included, so the
// database and the core services sit at the bottom, the areas above them, then the app's wiring
// (server/env.ts), the request's pieces (http/), the routes, the app, and the processes on top.
// dpdm sees circles between files only, and two folders can lean on each other with none (a/one →
// b/two → a/three), so this check reads the imports itself and joins them by folder; the
// fixture is such a circle, which it must name.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const root = join(__dirname, '../..')

/** The product files under `dir`: no tests and no fixtures. */
function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : productFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$|fixture/.test(entry.name) ? [path] : []
  })
}

/** The file a relative specifier names, as the compiler finds it. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '')
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => {
    try {
      return statSync(path).isFile()
    } catch {
      return false
    }
  })
}

/**
 * Every import between folders that stand in one circle, as `from/ -> to/: file -> file` (paths
 * relative to `dir`); none when the folders stand in floors.
 */
function foldersInCircles(dir: string): string[] {
  const folderOf = (file: string) => {
    const parts = relative(dir, file).split(sep)
    return parts.length > 1 ? `${parts[0]}/` : parts[0]!
  }
  const examples = new Map<string, string>()
  const edges = new Map<string, Set<string>>()
  for (const file of productFiles(dir)) {
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = resolveImport(file, fileName)
      if (!target || !target.startsWith(dir + sep) || /\.test\.tsx?$/.test(target)) continue
      const [from, to] = [folderOf(file), folderOf(target)]
      if (from === to) continue
      if (!edges.has(from)) edges.set(from, new Set())
      edges.get(from)!.add(to)
      const key = `${from} -> ${to}`
      if (!examples.has(key)) examples.set(key, `${relative(dir, file)} -> ${relative(dir, target)}`)
    }
  }
  // Tarjan's strongly connected components: folders that reach each other stand in one circle.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const component = new Map<string, number>()
  let next = 0
  const visit = (folder: string) => {
    index.set(folder, next)
    low.set(folder, next++)
    stack.push(folder)
    for (const to of edges.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!))
      } else if (!component.has(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!))
    }
    if (low.get(folder) === index.get(folder)) {
      let member: string
      do {
        member = stack.pop()!
        component.set(member, index.get(folder)!)
      } while (member !== folder)
    }
  }
  for (const folder of edges.keys()) if (!index.has(folder)) visit(folder)
  return [...examples]
    .filter(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string]
      return component.get(from) === component.get(to)
    })
    .map(([key, example]) => `${key}: ${example}`)
    .sort()
}

describe("the server's folders", () => {
  it('a circle between two folders with none between their files is named, import by import', () => {
    expect(foldersInCircles(join(root, 'tests/cycles/fixtures/folder-circle'))).toEqual([
      'refunds/ -> store/: refunds/refund.ts -> store/order-row.ts',
      'store/ -> refunds/: store/orders.ts -> refunds/refund.ts',
    ])
  })

  it('import only downward', () => {
    expect(foldersInCircles(join(root, 'server'))).toEqual([])
  })
})
