// A file part written by a script: the lines between a start marker and an end marker, replaced
// whole each time; everything around them is the file's own. The markers say where the part comes
// from and how to write it again, so a reader who edits inside them knows the edit will not last.

export interface RegionMarkers {
  start: string
  end: string
}

/** The markers of a region in a TypeScript file, and in Markdown (HTML comments, unseen on the page). */
export function codeMarkers(source: string): RegionMarkers {
  return { start: `// generated from ${source} by ${REGENERATE}: do not edit between these lines`, end: '// end of generated lines' }
}
export function markdownMarkers(source: string): RegionMarkers {
  return { start: `<!-- generated from ${source} by ${REGENERATE}: do not edit between these lines -->`, end: '<!-- end of generated lines -->' }
}

/** How to write every region again (`npm run build` does too). */
export const REGENERATE = 'npx tsx scripts/widget-lists/generate.ts'

/** `text` with the lines between the markers replaced by `body`; an error when the markers are missing. */
export function withRegion(text: string, markers: RegionMarkers, body: string, path: string): string {
  const start = text.indexOf(markers.start)
  const end = text.indexOf(markers.end, start + markers.start.length)
  if (start < 0 || end < 0) throw new Error(`${path} has no generated region (its lines "${markers.start}" and "${markers.end}")`)
  return `${text.slice(0, start + markers.start.length)}\n${body}${body.endsWith('\n') || body === '' ? '' : '\n'}${text.slice(end)}`
}
