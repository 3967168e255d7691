// Everything the generator writes, by path from the repository root: the Custom Elements Manifest
// made from the element files, and from the manifest the per-tag reference, the editors' HTML data,
// the JSX types and Ladle's element stories.
import { buildManifest, manifestText } from './manifest'
import { readElements } from './read-elements'
import { docsFiles } from './render-docs'
import { editorDataFiles } from './render-editor-data'
import { jsxTypesFiles } from './render-jsx-types'
import { STORIES_FILE, storiesSource } from './render-stories'

export const MANIFEST_FILE = 'custom-elements.json'

export function generatedFiles(): Map<string, string> {
  const elements = readElements()
  const manifest = buildManifest(elements)
  const instanceTypes = new Map(elements.map((element) => [element.tagName, element.instanceType]))
  return new Map([
    [MANIFEST_FILE, manifestText(manifest)],
    ...docsFiles(manifest),
    ...editorDataFiles(manifest),
    ...jsxTypesFiles(manifest, instanceTypes),
    [STORIES_FILE, storiesSource(manifest)],
  ])
}
