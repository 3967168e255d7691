// The browser spec files split into parts of about equal time, for `npm test` to run side by side
// (each part its own Playwright run with its own server: ./test-part.ts). Playwright's --shard
// splits by test count in file order, which put the slowest files together; this packs whole files,
// the longest first, each into the part with the least time so far, from the seconds each file took
// in a whole run (./file-seconds.json, which the file-times reporter writes anew to
// test-results/file-seconds.json after every whole run). A file missing there counts as the median.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Splits `files` into `parts` lists of about equal total seconds; every file lands in exactly one, each list in name order. */
export function splitIntoParts(files: readonly string[], seconds: Readonly<Record<string, number>>, parts: number): string[][] {
  const known = files.map((file) => seconds[file]).filter((value): value is number => value !== undefined).sort((a, b) => a - b)
  const median = known.length > 0 ? known[Math.floor(known.length / 2)]! : 1
  const weight = (file: string) => seconds[file] ?? median
  const lists = Array.from({ length: parts }, () => ({ seconds: 0, files: [] as string[] }))
  const heaviestFirst = [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  for (const file of heaviestFirst) {
    const lightest = lists.reduce((best, list) => (list.seconds < best.seconds ? list : best))
    lightest.files.push(file)
    lightest.seconds += weight(file)
  }
  return lists.map((list) => list.files.sort())
}

/** Every browser spec file under `testDir`, as paths relative to the repository (tests/e2e/x.spec.ts). */
export function specFiles(root: string, testDir = 'tests/e2e'): string[] {
  return readdirSync(join(root, testDir))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `${testDir}/${name}`)
    .sort()
}

/** The spec files of each part, by the committed seconds per file. */
export function browserTestParts(root: string, parts: number): string[][] {
  const seconds = JSON.parse(readFileSync(join(root, 'tests/e2e/file-seconds.json'), 'utf8')) as Record<string, number>
  return splitIntoParts(specFiles(root), seconds, parts)
}
