// Bundle sizes of the widget package (minified + gzip, esbuild + node:zlib) against the budgets
// in bench/budgets.json, with references bundled the same way in the same run: a Recharts bar +
// area chart (what the hand-drawn charts replace) and React alone (what standalone must carry).
// The entries are bundled as the package's users bundle them: React external for widget entries,
// everything included for standalone.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { widgetEntries } from '../tsup.config'
import { BROWSER_BUILD } from './browser-build'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

interface Budget {
  /** Largest allowed gzip size in KB (1024 bytes). */
  gzipKB: number
  why: string
}
const budgets = JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as Record<string, Budget>

interface Measured {
  name: string
  minBytes: number
  gzipBytes: number
}

/** Bundles a module (a file, or source text resolved from the project root) and measures it. */
async function measure(name: string, entry: { file: string } | { source: string }, external: string[]): Promise<Measured> {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [join(root, entry.file)] }
      : { stdin: { contents: entry.source, resolveDir: root, loader: 'tsx', sourcefile: `${name}.tsx` } }),
    ...BROWSER_BUILD,
    external,
    logLevel: 'silent',
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.contents
  if (!code) throw new Error(`${name}: esbuild produced no JavaScript`)
  return { name, minBytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`

function line(measured: Measured, reference?: Measured): string {
  const budget = budgets[measured.name]
  const parts = [`${measured.name.padEnd(26)} ${kb(measured.gzipBytes).padStart(9)} gzip  ${kb(measured.minBytes).padStart(9)} min`]
  if (reference) parts.push(`${ratio(measured.gzipBytes, reference.gzipBytes)} ${reference.name}`)
  if (budget) {
    const met = measured.gzipBytes <= budget.gzipKB * 1024
    parts.push(`budget ${budget.gzipKB} KB: ${met ? 'met' : 'MISSED'} (${ratio(measured.gzipBytes, budget.gzipKB * 1024)} of budget)`)
  }
  return parts.join('  |  ')
}

/** The Recharts reference: the same pair of charts the kit draws by hand, with a tooltip. */
const rechartsSource = `
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
export function Charts({ data }: { data: { label: string; value: number }[] }) {
  return (
    <div>
      <ResponsiveContainer width="100%" height={250}>
        <BarChart data={data}><CartesianGrid /><XAxis dataKey="label" /><YAxis /><Tooltip /><Bar dataKey="value" /></BarChart>
      </ResponsiveContainer>
      <ResponsiveContainer width="100%" height={250}>
        <AreaChart data={data}><CartesianGrid /><XAxis dataKey="label" /><YAxis /><Tooltip /><Area dataKey="value" /></AreaChart>
      </ResponsiveContainer>
    </div>
  )
}`

/** React alone: what any React page ships before its first component. */
const reactSource = `
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
createRoot(document.body).render(createElement('p', null, 'hello'))`

/** The kit's smallest useful slice: one bar chart with its tooltip, frame and states left out. */
const oneChartSource = `
import { BarChart } from './widgets/chart-kit'
export { BarChart }`

export default async function bundleSizes(): Promise<void> {
  const recharts = await measure('recharts bar+area', { source: rechartsSource }, REACT)
  const react = await measure('react + react-dom', { source: reactSource }, [])
  const oneChart = await measure('chart-kit-one-chart', { source: oneChartSource }, REACT)
  console.log(line(recharts))
  console.log(line(react))
  console.log(line(oneChart, recharts))
  for (const [name, file] of Object.entries(widgetEntries())) {
    console.log(line(await measure(name, { file }, REACT), recharts))
  }
  console.log(line(await measure('elements', { file: 'widgets/elements.ts' }, REACT), recharts))
  console.log(line(await measure('standalone', { file: 'widgets/standalone.ts' }, []), react))
}
