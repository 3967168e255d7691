// The repository explains itself with its own documents: no file outside docs/ cites the documents
// the product was first specified in, which the repository does not hold (scripts/cite-docs.ts
// rewrites such citations); every `docs/….md` a code comment names exists, with the heading its
// `#anchor` names; and every repository path and page the design documents name exists, so
// neither side points at nothing.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { hasCitation } from '../../scripts/cite-docs/rewrite'

const root = join(__dirname, '../..')

/** The files git tracks or would track (ignored ones left out). */
const trackedFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path !== '' && existsSync(join(root, path)))

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a dash. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(markdownPath: string): Set<string> {
  const text = readFileSync(join(root, markdownPath), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => headingAnchor(match[1] ?? '')))
}

/** Why a reference to `docs/…md#anchor` would point at nothing, or undefined when it holds. */
function brokenReference(path: string, anchor: string | undefined): string | undefined {
  if (!existsSync(join(root, path))) return `${path} does not exist`
  if (anchor !== undefined && !anchorsOf(path).has(anchor)) return `${path} has no heading #${anchor}`
  return undefined
}

const DOC_REFERENCE = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g
const codeFiles = trackedFiles.filter((path) => !path.startsWith('docs/') && !/\.(md|json|lock)$/.test(path) && path !== 'package-lock.json')
const designDocs = trackedFiles.filter((path) => path.startsWith('docs/') && path.endsWith('.md') && !path.startsWith('docs/elements/'))

describe('references to the design documents', () => {
  it('replace every citation of the documents the repository does not hold, outside docs/', () => {
    const citing = trackedFiles.filter((file) => !file.startsWith('docs/') && !/\.(png|wav|mp3|ico|woff2)$/.test(file) && hasCitation(readFileSync(join(root, file), 'utf8')))
    expect(citing, 'run npx tsx scripts/cite-docs.ts').toEqual([])
  })

  it('name pages and headings that exist, from the code', () => {
    const broken: string[] = []
    let seen = 0
    for (const file of codeFiles) {
      const text = readFileSync(join(root, file), 'utf8')
      for (const [reference] of text.matchAll(DOC_REFERENCE)) {
        seen += 1
        const [path, anchor] = reference.split('#') as [string, string | undefined]
        const why = brokenReference(path, anchor)
        if (why) broken.push(`${file}: ${reference}: ${why}`)
      }
    }
    expect(broken).toEqual([])
    expect(seen).toBeGreaterThan(0)
  })

  it('are written for this repository: the paths and pages the documents name exist', () => {
    const broken: string[] = []
    for (const doc of designDocs) {
      const text = readFileSync(join(root, doc), 'utf8')
      // Repository paths in code spans: `src/analytics/figures.ts`, `widgets/widget-kit/`.
      for (const [, path] of text.matchAll(/`((?:src|widgets|shell|server|tests|scripts|bench|ladle|examples|docs)\/[\w./-]*)`/g)) {
        if (path && !existsSync(join(root, path))) broken.push(`${doc}: \`${path}\` does not exist`)
      }
      // Links to other pages: [text](page.md#anchor).
      for (const [, target] of text.matchAll(/\]\(([^)\s]+\.md(?:#[\w-]+)?)\)/g)) {
        const [page, anchor] = (target ?? '').split('#') as [string, string | undefined]
        const why = brokenReference(normalize(join(dirname(doc), page)), anchor)
        if (why) broken.push(`${doc}: (${target}): ${why}`)
      }
    }
    expect(broken).toEqual([])
    expect(designDocs.length).toBeGreaterThan(5)
  })

  it("anchors headings as GitHub does", () => {
    expect(headingAnchor('The /stats area')).toBe('the-stats-area')
    expect(headingAnchor('Down: attributes; up: events')).toBe('down-attributes-up-events')
    expect(headingAnchor('KV cache debugger')).toBe('kv-cache-debugger')
  })
})
