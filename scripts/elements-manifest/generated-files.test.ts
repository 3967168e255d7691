// The committed manifest, reference pages and JSX types are what the generator makes from today's
// element files (regenerated and compared: `npm run build` rewrites them), and they say what the
// elements really take and emit.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { WIDGETS } from '../../widgets/widget-list'
import type { CemCustomElement, CemMethod, CustomElementsManifest } from './manifest'
import { packageEntries } from '../../tsup.config'
import { generatedFiles, MANIFEST_FILE } from './outputs'
import { VSCODE_DATA_FILE, WEB_TYPES_FILE, type VsCodeCustomData, type WebTypes } from './render-editor-data'
import { DOCS_DIR } from './render-docs'
import { readEventMap } from './read-shared'
import { callsOf, createSourceProgram, REPOSITORY_ROOT, resolvedSymbol } from './source-program'

const REGENERATE = 'run `npx tsx scripts/elements-manifest/generate.ts` (npm run build does) and commit the result'

let files: Map<string, string>
let manifest: CustomElementsManifest
beforeAll(() => {
  files = generatedFiles()
  manifest = JSON.parse(files.get(MANIFEST_FILE)!) as CustomElementsManifest
}, 120_000)

const element = (tag: string): CemCustomElement => {
  const found = manifest.modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === tag)
  if (!found) throw new Error(`${tag} is not in the manifest`)
  return found
}

describe('the generated element reference', () => {
  it('is committed as generated from the element files', () => {
    for (const [path, text] of files) {
      const onDisk = existsSync(join(REPOSITORY_ROOT, path)) ? readFileSync(join(REPOSITORY_ROOT, path), 'utf8') : undefined
      expect(onDisk === text, `${path} is stale: ${REGENERATE}`).toBe(true)
    }
    const pages = readdirSync(join(REPOSITORY_ROOT, DOCS_DIR)).map((name) => `${DOCS_DIR}/${name}`)
    expect(pages.filter((path) => !files.has(path)), `pages of tags no longer listed: ${REGENERATE}`).toEqual([])
  })

  it('declares every tag of the widget list once, in the shipped module that registers it, as a custom element of schema 2.1.0', () => {
    expect(manifest.schemaVersion).toBe('2.1.0')
    const listed = WIDGETS.flatMap((entry) => Object.keys(entry.elements).map((tag) => ({ tag, path: `dist/elements/${tag}.js` })))
    const declared = manifest.modules.flatMap((module) => module.declarations.map((declaration) => ({ tag: declaration.tagName, path: module.path })))
    expect(declared.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual(listed.sort((a, b) => a.tag.localeCompare(b.tag)))
    for (const module of manifest.modules) {
      const [declaration] = module.declarations
      expect(declaration?.customElement).toBe(true)
      expect(module.exports).toEqual([{ kind: 'custom-element-definition', name: declaration!.tagName, declaration: { name: declaration!.name, module: module.path } }])
      expect(module.summary).toBe(`import '@fireworks/dashboard/elements/${declaration!.tagName}'`)
    }
    // The package's build writes each of those modules: the tag's entry in tsup's config.
    expect(Object.keys(packageEntries()).filter((name) => name.startsWith('elements/')).map((name) => `dist/${name}.js`).sort()).toEqual(manifest.modules.map((module) => module.path).sort())
  })

  it("reads an element's attributes with their types and prop docs, and every widget's context attributes", () => {
    const stats = element('fw-location-stats')
    expect(stats.attributes.map((attribute) => [attribute.name, attribute.type.text, attribute.fieldName])).toEqual([
      ['location-id', 'string', 'locationId'],
      ['years', 'string[]', 'years'],
      ['days', 'string', 'days'],
      ['api-base', 'string', 'apiBase'],
      ['token', 'string', 'token'],
      ['theme', "'light' | 'dark' | 'system'", 'theme'],
      ['link-template', 'string', 'linkTemplate'],
      ['sign-in-prompt', "'on' | 'off'", 'signInPrompt'],
    ])
    expect(stats.attributes[0]?.description).toBe('The Square location id.')
    expect(stats.members.find((member) => member.name === 'years')).toMatchObject({ kind: 'field', attribute: 'years', type: { text: 'string | readonly (string | number)[]' } })
    expect(stats.members.find((member) => member.name === 'theme')).toMatchObject({ attribute: 'theme', reflects: true })
    expect(element('fw-fireworks').attributes.find((attribute) => attribute.name === 'duration')?.type.text).toBe('number')
    expect(element('fw-location-filters').attributes.find((attribute) => attribute.name === 'hide-empty')?.type.text).toBe('boolean')
  })

  it("lists the methods an element's type adds (fw-fireworks' trigger)", () => {
    const trigger = element('fw-fireworks').members.find((member): member is CemMethod => member.kind === 'method')
    expect(trigger).toMatchObject({ name: 'trigger', parameters: [{ name: 'durationMs', type: { text: 'number' }, optional: true }], return: { type: { text: 'void' } } })
    expect(trigger?.description).toMatch(/Plays the fireworks/)
  })

  it('gives each event its detail type from the event map, and every element the events of its root', () => {
    expect(element('fw-location-grid').events.map((event) => [event.name, event.type.text])).toEqual([
      ['fw-compare-change', 'CustomEvent<{ locationIds: string[] }>'],
      ['fw-navigate', 'CustomEvent<{ href: string }>'],
      ['fw-unauthorized', 'CustomEvent<{ apiBase: string }>'],
      ['fw-token-expiring', 'CustomEvent<{ expiresAt: string }>'],
      ['fw-ready', "CustomEvent<{ apiBase: string; credential: 'session' | 'token' }>"],
      [
        'fw-error',
        "CustomEvent<{ code: 'server-unreachable' | 'origin-refused' | 'embed-token-required' | 'token-refused' | 'another-server'; message: string }>",
      ],
      ['fw-signed-in', 'CustomEvent<{ username: string }>'],
    ])
    expect(element('fw-sign-in').events.map((event) => event.name)).toEqual(['fw-signed-in', 'fw-signed-out', 'fw-unauthorized', 'fw-token-expiring', 'fw-ready', 'fw-error'])
  })

  it("lists the theme's tokens with light defaults, and a widget's own custom properties", () => {
    const list = element('fw-location-list').cssProperties
    expect(list[0]).toEqual({ name: '--fw-location-list-height', default: '600px', description: 'Its height; `600px` unless set.' })
    expect(list.find((property) => property.name === '--fw-accent')).toEqual({ name: '--fw-accent', default: '#1d4ed8', description: 'Theme token; dark theme: `#60a5fa`.' })
    expect(element('fw-location-stats').cssProperties.some((property) => property.name === '--fw-location-list-height')).toBe(false)
  })

  it('declares every event a widget folder emits (emit calls, and components such as WidgetLink that emit)', () => {
    const listed = WIDGETS.map((entry) => ({ folder: entry.folder, tags: Object.keys(entry.elements), paths: Object.keys(entry.elements).map((tag) => `widgets/${entry.folder}/${tag.slice(3)}.element.ts`) }))
    const program = createSourceProgram([...listed.flatMap((entry) => entry.paths), 'src/elements/events.ts'])
    const eventNames = new Set(readEventMap(program).keys())
    /** The fw-* events a file emits itself. */
    const emittedBy = (file: ts.SourceFile) =>
      callsOf(file, 'emit').flatMap((call) => (call.arguments[0] && ts.isStringLiteral(call.arguments[0]) && eventNames.has(call.arguments[0].text) ? [call.arguments[0].text] : []))
    for (const { folder, tags } of listed) {
      const declared = new Set(manifest.modules.filter((module) => tags.includes(module.declarations[0]!.tagName)).flatMap((module) => module.declarations[0]!.events.map((event) => event.name)))
      const sources = program.program.getSourceFiles().filter((file) => file.fileName.startsWith(join(REPOSITORY_ROOT, 'widgets', folder, '/')) && !/\.(test|stories)\.tsx?$/.test(file.fileName))
      const emitted = new Set<string>()
      for (const file of sources) {
        for (const name of emittedBy(file)) emitted.add(name)
        // A component rendered here that emits by itself (WidgetLink → fw-navigate).
        const visit = (node: ts.Node): void => {
          if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName)) {
            const symbol = program.checker.getSymbolAtLocation(node.tagName)
            const source = symbol && resolvedSymbol(symbol, program.checker).declarations?.[0]?.getSourceFile()
            if (source && !source.fileName.includes('node_modules')) for (const name of emittedBy(source)) emitted.add(name)
          }
          ts.forEachChild(node, visit)
        }
        visit(file)
      }
      expect([...emitted].filter((name) => !declared.has(name)), `${folder} emits events its element files do not declare`).toEqual([])
    }
  }, 120_000)

  it("lists each element's parts from its `@csspart` lines, and shows them on its page", () => {
    expect(element('fw-top-items').cssParts.map((part) => part.name)).toEqual(['header', 'title', 'chart', 'table', 'error'])
    expect(element('fw-fireworks').cssParts).toEqual([])
    expect(files.get(`${DOCS_DIR}/fw-top-items.md`)).toContain('| `table` | The scrolling table of rows. |')
    expect(files.get(`${DOCS_DIR}/fw-top-items.md`)).toContain('fw-top-items::part(header)')
    expect(files.get(`${DOCS_DIR}/README.md`)).toMatch(/## Parts\n[\s\S]*\| `error` \| [^|]+ \| [^|]*\[`fw-orders-table`\]\(fw-orders-table\.md\)/)
  })

  it("gives editors every tag with its description, attributes, value sets and reference link (VS Code's html.customData, JetBrains' web-types)", () => {
    const vscode = JSON.parse(files.get(VSCODE_DATA_FILE)!) as VsCodeCustomData
    const webTypes = JSON.parse(files.get(WEB_TYPES_FILE)!) as WebTypes
    const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName))
    expect(vscode.version).toBe(1.1)
    expect(vscode.tags.map((tag) => tag.name)).toEqual(tags)
    expect(webTypes.contributions.html.elements.map((tag) => tag.name)).toEqual(tags)
    expect(webTypes).toMatchObject({ $schema: 'http://json.schemastore.org/web-types', name: '@fireworks/dashboard', 'description-markup': 'markdown' })

    const stats = vscode.tags.find((tag) => tag.name === 'fw-location-stats')!
    expect(stats.description.value).toContain(element('fw-location-stats').summary)
    expect(stats.attributes.map((attribute) => attribute.name)).toEqual(element('fw-location-stats').attributes.map((attribute) => attribute.name))
    expect(stats.attributes.find((attribute) => attribute.name === 'theme')?.values).toEqual([{ name: 'light' }, { name: 'dark' }, { name: 'system' }])
    expect(stats.attributes.find((attribute) => attribute.name === 'sign-in-prompt')?.values).toEqual([{ name: 'on' }, { name: 'off' }])
    expect(stats.attributes.find((attribute) => attribute.name === 'location-id')).not.toHaveProperty('values')
    expect(stats.references).toEqual([{ name: '<fw-location-stats> reference', url: 'https://intranet.example/git/fireworks-dashboard/docs/elements/fw-location-stats.md' }])
    const filters = vscode.tags.find((tag) => tag.name === 'fw-location-filters')!
    expect(filters.attributes.find((attribute) => attribute.name === 'hide-empty')).toMatchObject({ valueSet: 'v' })

    const jetbrains = webTypes.contributions.html.elements.find((tag) => tag.name === 'fw-location-stats')!
    expect(jetbrains['doc-url']).toBe(stats.references[0]!.url)
    expect(jetbrains.description).toContain("`import '@fireworks/dashboard/elements/fw-location-stats'` registers it alone.")
    expect(jetbrains.attributes.find((attribute) => attribute.name === 'theme')).toMatchObject({ value: { type: 'enum' }, values: [{ name: 'light' }, { name: 'dark' }, { name: 'system' }] })
    expect(jetbrains.attributes.find((attribute) => attribute.name === 'days')).toMatchObject({ value: { type: 'string' } })
    expect(jetbrains.js.events.map((event) => event.name)).toEqual(element('fw-location-stats').events.map((event) => event.name))
    expect(jetbrains.css.parts.map((part) => part.name)).toEqual(['header', 'title', 'chart', 'error'])
  })
})
