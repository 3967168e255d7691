// The generated JSX types, checked the way a React app's `tsc` sees them: two small .tsx files that
// import the package's elements entry, type-checked with the compiler API. The accepted one must
// pass; every line of the rejected one marked `// rejected` must fail, and no other line.
import { join } from 'node:path'
import ts from 'typescript'
import { REPOSITORY_ROOT } from './source-program'

const ACCEPTED = `
import { useRef } from 'react'
import '../../widgets/elements'
import type { FireworksElement } from '../../widgets/fireworks/fireworks.element'
import { LocationStats, WidgetRoot } from '../../widgets/index'

export function Page({ onFilters }: { onFilters: (city: string | null) => void }) {
  const fireworks = useRef<FireworksElement>(null)
  return (
    <main>
      <fw-location-stats location-id="LWKXZE9A49JR9" years="2024,2025" days="28to5" theme="dark"
        onfw-unauthorized={(event) => console.log(event.detail.apiBase)} />
      <fw-orders-table location-id="LWKXZE9A49JR9" years={[2024, '2025']} sign-in-prompt="off"
        onfw-navigate={(event) => { event.preventDefault(); return event.detail.href }} />
      <fw-location-grid city="oakdale" hide-empty compare={['LWKXZE9A49JR9']} className="grid" style={{ height: 400 }}
        onfw-compare-change={(event) => event.detail.locationIds.join(',')} />
      <fw-location-filters hide-empty="false" onfw-filters-change={(event) => onFilters(event.detail.city)} />
      <fw-fireworks ref={fireworks} duration={3000} onClick={() => fireworks.current?.trigger(2000)} />
      <fw-fireworks duration="5000" key="second" />
      <fw-sign-in api-base="https://dash.example/api" onfw-signed-out={(event) => event.detail === null} />
      <WidgetRoot onEvent={(event) => (event.type === 'fw-navigate' ? event.detail.href : event.type === 'fw-compare-change' ? event.detail.locationIds : null)} />
      <LocationStats locationId="LWKXZE9A49JR9" onEvent={(event) => (event.type === 'fw-error' ? event.detail.code : event.type === 'fw-ready' ? event.detail.credential : null)} />
    </main>
  )
}
`

const REJECTED = `
import '../../widgets/elements'
import { LocationStats, WidgetRoot } from '../../widgets/index'

export function Page() {
  return (
    <main>
      <fw-fireworks duration="long" /> // rejected
      <fw-location-stats years={2025} /> // rejected
      <fw-location-stats theme="blue" /> // rejected
      <fw-location-filters hide-empty={false} /> // rejected
      <fw-location-grid onfw-navigate={(event) => event.detail.path} /> // rejected
      <fw-top-items location-id={42} /> // rejected
      <fw-compare locations="L1,L2" />
      <WidgetRoot onEvent={(event) => event.detail.href} /> // rejected
      <LocationStats locationId="L1" onEvent={(event) => event.detail.href} /> // rejected
      <LocationStats locationId="L1" onEvent={(event) => event.type === 'fw-ready' && event.detail.href} /> // rejected
    </main>
  )
}
`

/** Type-checks one virtual .tsx beside this test with the repository's compiler options. */
function errorLines(source: string): { lines: number[]; messages: string[] } {
  const fileName = join(REPOSITORY_ROOT, 'scripts/elements-manifest/jsx-fixture.tsx')
  const config = ts.readConfigFile(join(REPOSITORY_ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path))
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPOSITORY_ROOT)
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile.bind(host)
  const getSourceFile = host.getSourceFile.bind(host)
  host.fileExists = ((exists) => (path: string) => path === fileName || exists(path))(host.fileExists.bind(host))
  host.readFile = (path) => (path === fileName ? source : readFile(path))
  host.getSourceFile = (path, language, ...rest) => (path === fileName ? ts.createSourceFile(path, source, language, true, ts.ScriptKind.TSX) : getSourceFile(path, language, ...rest))
  const program = ts.createProgram([fileName], { ...options, noEmit: true }, host)
  const file = program.getSourceFile(fileName)!
  const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]
  return {
    lines: [...new Set(diagnostics.map((diagnostic) => file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1))].sort((a, b) => a - b),
    messages: diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
  }
}

const markedLines = (source: string) =>
  source
    .split('\n')
    .map((line, index) => (line.includes('// rejected') ? index + 1 : 0))
    .filter(Boolean)

describe('the JSX types of the fw-* elements', () => {
  it('accept typed attributes, typed event props with their details, ref, key, className, style, and onEvent narrowed by type', () => {
    const { messages } = errorLines(ACCEPTED)
    expect(messages).toEqual([])
  }, 120_000)

  it('reject a wrong attribute type, an unknown theme, JSX false on a boolean attribute and a wrong detail', () => {
    const { lines, messages } = errorLines(REJECTED)
    expect(lines, messages.join('\n')).toEqual(markedLines(REJECTED))
  }, 120_000)
})
