// What the library adds to a React app's page, measured in the app's own Vite build: a page per
// way of loading tags (the autoloader with one tag, with two, each tag's own entry, every tag
// through `/elements`), each built alone, against a page of React alone. A page's bytes are its
// entry's JavaScript and what it imports, plus, for the autoloader, the chunks of the tags it shows
// (loaded when they first appear), gzipped at level 9 one file at a time, as a server sends them.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dynamicEntryKey, entryKey, gzipBytes, readViteManifest, staticClosure } from './vite-chunks'

export interface PageBytes {
  page: string
  files: number
  gzip: number
  /** gzip minus the React-alone page's. */
  addedGzip: number
}

interface MeasuredPage {
  page: string
  slug: string
  imports: string[]
  tags: string[]
  /** Tags whose chunks the autoloader loads when they appear (none when the page imports them itself). */
  lazy: boolean
}

const TWO_TAGS = ['fw-summary-cards', 'fw-top-items']

function pagesOf(pkg: string): MeasuredPage[] {
  return [
    { page: 'React alone', slug: 'react', imports: [], tags: [], lazy: false },
    { page: 'one tag (autoloader)', slug: 'one-tag', imports: [`${pkg}/autoloader`], tags: TWO_TAGS.slice(0, 1), lazy: true },
    { page: 'two tags (autoloader)', slug: 'two-tags', imports: [`${pkg}/autoloader`], tags: TWO_TAGS, lazy: true },
    { page: 'two tags (elements/<tag>)', slug: 'two-tag-entries', imports: TWO_TAGS.map((tag) => `${pkg}/elements/${tag}`), tags: TWO_TAGS, lazy: false },
    { page: 'every tag (/elements)', slug: 'all-tags', imports: [`${pkg}/elements`], tags: TWO_TAGS, lazy: false },
  ]
}

const CONFIG = `// One measured page per build (FW_MEASURE_PAGE), with its manifest.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = process.env.FW_MEASURE_PAGE
export default defineConfig({
  plugins: [react()],
  build: { outDir: \`measure-dist/\${page}\`, emptyOutDir: true, manifest: true, rollupOptions: { input: \`measure-\${page}.html\` } },
})
`

function writePage(app: string, page: MeasuredPage): void {
  const tags = page.tags.map((tag) => `<${tag} location-id="LWKXZE9A49JR9" years="2025" />`).join('')
  const source = [
    "import { createRoot } from 'react-dom/client'",
    ...page.imports.map((specifier) => `import '${specifier}'`),
    `createRoot(document.getElementById('app')!).render(<main><p>Stand figures</p>${tags}</main>)`,
    '',
  ].join('\n')
  mkdirSync(join(app, 'measure'), { recursive: true })
  writeFileSync(join(app, 'measure', `${page.slug}.tsx`), source)
  writeFileSync(join(app, `measure-${page.slug}.html`), `<!doctype html><html lang="en"><body><div id="app"></div><script type="module" src="/measure/${page.slug}.tsx"></script></body></html>\n`)
}

/** Builds each page with `build(slug)` (a `vite build` with vite.measure.config.ts) and reads its bytes. */
export function measurePages(app: string, pkg: string, build: (slug: string) => void): PageBytes[] {
  writeFileSync(join(app, 'vite.measure.config.ts'), CONFIG)
  const measured = pagesOf(pkg).map((page) => {
    writePage(app, page)
    build(page.slug)
    const outDir = join(app, 'measure-dist', page.slug)
    const manifest = readViteManifest(outDir)
    const keys = [entryKey(manifest), ...(page.lazy ? page.tags.map((tag) => dynamicEntryKey(manifest, `/elements/${tag}.js`)) : [])]
    const files = staticClosure(manifest, keys)
    return { page: page.page, files: [...files].filter((file) => file.endsWith('.js')).length, gzip: gzipBytes(outDir, files) }
  })
  const react = measured[0]!.gzip
  return measured.map((row) => ({ ...row, addedGzip: row.gzip - react }))
}

export function pageBytesTable(rows: readonly PageBytes[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const lines = rows.map((row) => `  ${row.page.padEnd(28)} ${String(row.files).padStart(3)} files  ${kb(row.gzip).padStart(9)} gzip  ${row.page === 'React alone' ? '' : `+${kb(row.addedGzip)} for the library`}`)
  return ['JavaScript a page of the app loads (Vite build, gzip -9 per file):', ...lines].join('\n')
}
