// Rewrites citations of the two documents the repository does not hold into references to its own
// design documents (./rules.ts says which page and heading), in any text: "(X §4 Auth, §7)" becomes
// "(docs/shell-and-widgets.md#sign-in-and-sessions, docs/contract.md#the-calls)", a possessive
// "X §5's messages" becomes "the messages of docs/contract.md#validation-messages". The sign is
// written as an escape here, so this file holds no citation itself.
import { SUBTITLES, targetOf, type CitedDocument } from './rules'

const SIGN = '\u00a7'
const SECTION = '(\\d+[a-z]?)'
/** A citation's start: the document and its first section. */
export const CITATION = new RegExp(`\\b(SPEC|DESIGN) ${SIGN}${SECTION}`, 'g')
/** A citation whose document ends one comment line and whose section opens the next. */
const SPLIT_CITATION = new RegExp(`[ \\t]*(\\(?)\\b(SPEC|DESIGN)\\n([ \\t]*(?:\\/\\/|\\*|--)?[ \\t]*)${SIGN}`, 'g')
/** A section cited without its document after one that named it: "…; §2: a visitor", ", §5)". */
const BARE_SECTION = new RegExp(`(^|[(;,/]|\\band|\\/\\/|\\*) ?${SIGN}${SECTION}`, 'gm')
/** A further section of the same chain: ", §7", " and §9", " / §8", ", docs/contract.md#paths". */
const NEXT_SECTION = new RegExp(`^(?:,| and|, and| \\/) (?:(SPEC|DESIGN) )?${SIGN}${SECTION}`)
const POSSESSIVE = /^['’]s\b/
/** How far back a bare section looks for the document it belongs to. */
const BARE_REACH = 400
/** Words that end the noun a possessive citation owned ("X's messages under the field"). */
const PHRASE_ENDS = new Set(['with', 'under', 'in', 'for', 'and', 'or', 'the', 'a', 'of', 'to', 'as', 'so', 'that', 'is', 'are', 'word', 'stays', 'shown', 'match', 'lists', 'over', 'on', 'from'])

/** Names the document of every section cited without it, and joins a citation split over two comment lines. */
function normalise(text: string): string {
  const joined = text.replace(SPLIT_CITATION, (_all, paren: string, document: string, leader: string) => `\n${leader}${paren}${document} ${SIGN}`)
  return joined.replace(BARE_SECTION, (all, before: string, section: string, offset: number) => {
    const earlier = joined.slice(Math.max(0, offset - BARE_REACH), offset)
    const documents = [...earlier.matchAll(new RegExp(`\\b(SPEC|DESIGN) ${SIGN}`, 'g'))]
    const document = documents.at(-1)?.[1]
    if (document === undefined) return all
    return `${before}${all.slice(before.length, all.indexOf(SIGN))}${document} ${SIGN}${section}`
  })
}

/** The subtitle that follows `at` in `text`, when it is one the document's section has. */
function subtitleAt(text: string, at: number, document: CitedDocument, section: string): string | undefined {
  for (const subtitle of SUBTITLES[document][section] ?? []) {
    const candidate = ` ${subtitle}`
    if (text.startsWith(candidate, at) && !/[\p{L}\p{N}]/u.test(text[at + candidate.length] ?? '')) return subtitle
  }
  return undefined
}

/** The line of `text` that holds `at`. */
function lineAt(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at) + 1
  const end = text.indexOf('\n', at)
  return text.slice(start, end < 0 ? undefined : end)
}

/** The references, a page named alone dropped when the same page is named with a heading too. */
function joinTargets(targets: readonly string[]): string {
  return targets.filter((target) => target.includes('#') || !targets.some((other) => other.startsWith(`${target}#`))).join(', ')
}

/** `text` with every citation rewritten, for a file at `path` (from the repository root). */
export function rewriteCitations(original: string, path: string): string {
  const text = normalise(original)
  let out = ''
  let from = 0
  const citations = new RegExp(CITATION.source, 'g')
  for (let match = citations.exec(text); match !== null; match = citations.exec(text)) {
    if (match.index < from) continue
    out += text.slice(from, match.index)
    const line = lineAt(text, match.index)
    const targets: string[] = []
    let document = match[1] as CitedDocument
    let section = match[2]!
    let at = match.index + match[0].length
    for (;;) {
      const subtitle = subtitleAt(text, at, document, section)
      if (subtitle !== undefined) at += subtitle.length + 1
      const target = targetOf(document, section, subtitle, path, line)
      if (!targets.includes(target)) targets.push(target)
      const next = NEXT_SECTION.exec(text.slice(at))
      if (next === null) break
      document = (next[1] as CitedDocument | undefined) ?? document
      section = next[2]!
      at += next[0].length
    }
    const reference = joinTargets(targets)
    const possessive = POSSESSIVE.exec(text.slice(at))
    if (possessive === null) {
      out += reference
      from = at
      citations.lastIndex = at
      continue
    }
    // "X's report messages under …" → "the report messages of docs/… under …".
    at += possessive[0].length
    const words: string[] = []
    let end = at
    for (let word = /^ (\S+)/.exec(text.slice(end)); word !== null; word = /^ (\S+)/.exec(text.slice(end))) {
      const token = word[1]!.replace(/[.,;:)]+$/, '')
      // A closing quote goes with the phrase only when the word opened it ("'{product}-theme'").
      const bare = /^['"]/.test(token) ? token : token.replace(/['"’]+$/, '')
      if (bare === '' || PHRASE_ENDS.has(bare) || !/^['"]?[{\p{L}\p{N}][\p{L}\p{N}{}'’-]*$/u.test(bare)) break
      words.push(bare)
      end += 1 + bare.length
      if (bare !== word[1]) break
    }
    out += words.length === 0 ? `from ${reference}` : `the ${words.join(' ')} of ${reference}`
    from = words.length === 0 ? at : end
    citations.lastIndex = from
  }
  return out + text.slice(from)
}

/** Whether `text` still cites either document (also over a line break). */
export function hasCitation(text: string): boolean {
  return new RegExp(CITATION.source).test(normalise(text))
}
