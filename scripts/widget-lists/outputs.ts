// Every file part made from the lists (the widget list, the route table, the manifest), each file
// as it should read: the package's entries, the README's element table and package.json's exports.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { entryRegions, type GeneratedRegion } from './entries'
import { withRegion } from './generated-region'
import { withPackageExports } from './package-exports'
import { readmeElementsRegion } from './readme-elements'

export function listRegions(root: string): GeneratedRegion[] {
  return [...entryRegions(), readmeElementsRegion(root)]
}

/** Each file holding a region, with its regions written as they should read. */
export function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const region of listRegions(root)) {
    const path = join(root, region.path)
    const text = files.get(region.path) ?? (existsSync(path) ? readFileSync(path, 'utf8') : '')
    files.set(region.path, withRegion(text, region.markers, region.body, region.path))
  }
  files.set('package.json', withPackageExports(readFileSync(join(root, 'package.json'), 'utf8')))
  return files
}

/** Writes the files whose regions are not as they should read; returns their paths. */
export function writeListFiles(root: string): string[] {
  const written: string[] = []
  for (const [path, text] of listFiles(root)) {
    if (readFileSync(join(root, path), 'utf8') === text) continue
    writeFileSync(join(root, path), text)
    written.push(path)
  }
  return written
}
