// The README's table of sizes, written from the figures measured in dist/ (measure-sizes.ts) by
// `npm run build`, so the sizes it quotes are the last build's and never a hand-written guess.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { withRegion, type RegionMarkers } from '../widget-lists/generated-region'
import { SAMPLE_TAG, type PackageSizes } from './measure-sizes'

export const README = 'README.md'
export const REMEASURE = 'npx tsx scripts/package-sizes/generate.ts'

export const SIZE_MARKERS: RegionMarkers = {
  start: `<!-- generated from the built dist/ by ${REMEASURE} (npm run build runs it): do not edit between these lines -->`,
  end: '<!-- end of generated lines -->',
}

/** Bytes as the README writes them: KB (1024 bytes) with one decimal below 10 KB, whole above. */
export function kilobytes(bytes: number): string {
  const kb = bytes / 1024
  return kb < 10 ? `${kb.toFixed(1)} KB` : `${Math.round(kb)} KB`
}

export function sizesTable(sizes: PackageSizes, packageName: string): string {
  const rows: [string, number][] = [
    ['`/dist/autoloader.js`, the script tag (each tag loads its own chunk when it first appears)', sizes.autoloader],
    ['`/dist/standalone.js`, every tag with React, for a page without a bundler', sizes.standalone],
    [`\`import '${packageName}/autoloader'\` in an app with a bundler, before any tag appears`, sizes.bundledAutoloader],
    [`\`import '${packageName}/elements/${SAMPLE_TAG}'\` in an app with a bundler, one tag`, sizes.bundledTag],
    [`\`import '${packageName}/elements'\` in an app with a bundler, every tag`, sizes.bundledElements],
  ]
  return ['| what is loaded | gzip |', '| --- | ---: |', ...rows.map(([what, bytes]) => `| ${what} | ${kilobytes(bytes)} |`)].join('\n')
}

/** The README with its sizes region written from `sizes`; an error when the region's markers are missing. */
export function readmeWithSizes(readme: string, sizes: PackageSizes, packageName: string): string {
  return withRegion(readme, SIZE_MARKERS, sizesTable(sizes, packageName), README)
}

/** Writes the sizes into `root`'s README; whether it changed. */
export function writeReadmeSizes(root: string, sizes: PackageSizes, packageName: string): boolean {
  const path = join(root, README)
  const before = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const after = readmeWithSizes(before, sizes, packageName)
  if (after === before) return false
  writeFileSync(path, after)
  return true
}
