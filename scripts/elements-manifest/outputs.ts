// Everything the generator writes, by path from the repository root: the Custom Elements Manifest
// made from the element files.
import { buildManifest, manifestText } from './manifest'
import { readElements } from './read-elements'

export const MANIFEST_FILE = 'custom-elements.json'

export function generatedFiles(): Map<string, string> {
  return new Map([[MANIFEST_FILE, manifestText(buildManifest(readElements()))]])
}
