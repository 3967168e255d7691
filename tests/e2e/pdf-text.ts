// The text of a PDF's pages, enough to check what Chromium's page.pdf() printed: each page's
// content streams are inflated, and the glyphs its text operators show are mapped back to
// characters through the fonts' ToUnicode maps (Chromium embeds subset fonts whose glyph ids mean
// nothing without them). Not a general PDF reader: it reads what Chromium writes.
import { inflateSync } from 'node:zlib'

interface PdfObject {
  dictionary: string
  stream: Buffer | null
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const header = /(\d+) 0 obj\s*/g
  let match: RegExpExecArray | null
  while ((match = header.exec(text)) !== null) {
    const start = match.index + match[0].length
    const end = text.indexOf('endobj', start)
    const body = text.slice(start, end)
    const streamAt = body.indexOf('stream')
    let stream: Buffer | null = null
    let dictionary = body
    if (streamAt !== -1) {
      dictionary = body.slice(0, streamAt)
      const dataStart = start + streamAt + 'stream'.length + (text[start + streamAt + 6] === '\r' ? 2 : 1)
      const dataEnd = text.lastIndexOf('endstream', end)
      const raw = pdf.subarray(dataStart, dataEnd)
      try {
        stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw
      } catch {
        stream = raw
      }
    }
    objects.set(Number(match[1]), { dictionary, stream })
    header.lastIndex = end
  }
  return objects
}

const refs = (text: string): number[] => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]))

/** Glyph id (hex) → characters, from a ToUnicode CMap. */
function cmapOf(source: string): Map<string, string> {
  const map = new Map<string, string>()
  const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(pair[1]!.toUpperCase(), hexText(pair[2]!))
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const from = parseInt(range[1]!, 16)
      const to = parseInt(range[2]!, 16)
      const first = parseInt(range[3]!, 16)
      for (let code = from; code <= to; code++) map.set(code.toString(16).toUpperCase().padStart(range[1]!.length, '0'), String.fromCodePoint(first + code - from))
    }
  }
  return map
}

/** The fonts a page may use, by resource name (/F1 …), each as its glyph map. */
function fontsOf(page: PdfObject, objects: Map<number, PdfObject>): Map<string, Map<string, string>> {
  const fonts = new Map<string, Map<string, string>>()
  const resources = page.dictionary.match(/\/Resources\s+(\d+) 0 R/)
  const resourceText = resources ? (objects.get(Number(resources[1]))?.dictionary ?? '') : page.dictionary
  const fontBlock = resourceText.match(/\/Font\s*<<([\s\S]*?)>>/)
  const fontRef = resourceText.match(/\/Font\s+(\d+) 0 R/)
  const entries = fontBlock ? fontBlock[1]! : fontRef ? (objects.get(Number(fontRef[1]))?.dictionary ?? '') : ''
  for (const entry of entries.matchAll(/\/([A-Za-z0-9_.+-]+)\s+(\d+) 0 R/g)) {
    const font = objects.get(Number(entry[2]))
    const toUnicode = font?.dictionary.match(/\/ToUnicode\s+(\d+) 0 R/)
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null
    fonts.set(entry[1]!, cmap ? cmapOf(cmap.toString('latin1')) : new Map())
  }
  return fonts
}

function pageText(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>()
  let out = ''
  const decode = (hex: string) => {
    const width = [...font.keys()][0]?.length ?? 4
    return (hex.toUpperCase().match(new RegExp(`.{${width}}`, 'g')) ?? []).map((code) => font.get(code) ?? '').join('')
  }
  for (const token of content.matchAll(/\/([A-Za-z0-9_.+-]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]+)>|\[((?:[^\]])*)\]\s*TJ|\bET\b/g)) {
    if (token[1] !== undefined) font = fonts.get(token[1]) ?? new Map()
    else if (token[2] !== undefined) out += decode(token[2])
    else if (token[3] !== undefined) for (const hex of token[3].matchAll(/<([0-9a-fA-F]+)>/g)) out += decode(hex[1]!)
    else out += '\n'
  }
  return out
}

/** Each page's text, first page first. */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf)
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog/.test(object.dictionary))
  const root = catalog?.dictionary.match(/\/Pages\s+(\d+) 0 R/)
  const pages: PdfObject[] = []
  const walk = (id: number) => {
    const node = objects.get(id)
    if (!node) return
    if (/\/Type\s*\/Pages/.test(node.dictionary)) {
      const kids = node.dictionary.match(/\/Kids\s*\[([^\]]*)\]/)
      for (const kid of refs(kids?.[1] ?? '')) walk(kid)
    } else pages.push(node)
  }
  if (root) walk(Number(root[1]))
  return pages.map((page) => {
    const contents = page.dictionary.match(/\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/)
    const streams = refs(contents?.[1] ?? '').map((id) => objects.get(id)?.stream?.toString('latin1') ?? '')
    return pageText(streams.join('\n'), fontsOf(page, objects))
  })
}
