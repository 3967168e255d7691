// The one list of widgets (widget-list.ts) is what the build, the package's exports, the entries,
// the autoloader, the shell's screens and the manifest are made from or checked against: a widget
// folder left out of it, or a tag it names wrongly, fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { KIT_FOLDERS, WIDGETS } from './widget-list'

const widgetsDir = __dirname

/** Every folder under widgets/ with the files it holds. */
function folders(): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const entry of readdirSync(widgetsDir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.set(entry.name, readdirSync(join(widgetsDir, entry.name)))
  }
  return found
}

describe('the widget list', () => {
  it('names every folder under widgets/: a widget when it defines a tag, a kit when it does not', () => {
    const onDisk = folders()
    const withElements = [...onDisk].filter(([, files]) => files.some((file) => file.endsWith('.element.ts'))).map(([name]) => name)
    const withoutElements = [...onDisk.keys()].filter((name) => !withElements.includes(name))
    expect(WIDGETS.map((entry) => entry.folder).sort()).toEqual(withElements.sort())
    expect([...KIT_FOLDERS].sort()).toEqual(withoutElements.sort())
    for (const folder of onDisk.keys()) expect(existsSync(join(widgetsDir, folder, 'index.ts')), `${folder}/index.ts`).toBe(true)
  })

  it('gives each element file its tag, named after the file, and loads that file', () => {
    for (const entry of WIDGETS) {
      const files = folders().get(entry.folder) ?? []
      const tags = files.filter((file) => file.endsWith('.element.ts')).map((file) => `fw-${file.replace(/\.element\.ts$/, '')}`)
      expect(Object.keys(entry.elements).sort()).toEqual(tags.sort())
      for (const [tag, load] of Object.entries(entry.elements)) {
        expect(load.toString()).toContain(`/${entry.folder}/${tag.slice(3)}.element`)
        const source = readFileSync(join(widgetsDir, entry.folder, `${tag.slice(3)}.element.ts`), 'utf8')
        expect(source, `${tag} is defined by its own element file`).toMatch(new RegExp(`defineWidget\\(\\s*'${tag}'`))
      }
    }
  })

  it('is what the root entry exports: every folder', () => {
    const text = readFileSync(join(widgetsDir, 'index.ts'), 'utf8')
    const exported = [...text.matchAll(/^export \* from '\.\/([^']+)'$/gm)].map((match) => match[1]).sort()
    expect(exported).toEqual([...WIDGETS.map((entry) => entry.folder), ...KIT_FOLDERS].sort())
  })

  it('is what the elements entry registers: every element file, nothing else', () => {
    const text = readFileSync(join(widgetsDir, 'elements.ts'), 'utf8')
    const imported = [...text.matchAll(/^import '([^']+)'$/gm)].map((match) => match[1]).sort()
    const fromList = WIDGETS.flatMap((entry) => Object.keys(entry.elements).map((tag) => `./${entry.folder}/${tag.slice(3)}.element`)).sort()
    expect(imported).toEqual(fromList)
  })
})
