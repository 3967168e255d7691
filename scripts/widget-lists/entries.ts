// The package's entry files, as far as they list widgets, made from the one list of widgets
// (widgets/widget-list.ts): the root entry exports every widget folder and the kits,
// `standalone` every widget folder (its toolkit exports are its own lines), and `elements`
// imports every element file, which registers its tag.
import { KIT_FOLDERS, WIDGETS } from '../../widgets/widget-list'
import { codeMarkers, type RegionMarkers } from './generated-region'

export interface GeneratedRegion {
  /** The file, from the repository root. */
  path: string
  markers: RegionMarkers
  body: string
}

const LIST = 'widgets/widget-list.ts'
const folders = () => WIDGETS.map((entry) => entry.folder)
const reExports = (names: readonly string[]) => names.map((name) => `export * from './${name}'\n`).join('')

export function entryRegions(): GeneratedRegion[] {
  const elementModules = WIDGETS.flatMap((entry) => Object.keys(entry.elements).map((tag) => `./${entry.folder}/${tag.slice(3)}.element`))
  return [
    { path: 'widgets/index.ts', markers: codeMarkers(LIST), body: reExports([...folders(), ...KIT_FOLDERS]) },
    { path: 'widgets/standalone.ts', markers: codeMarkers(LIST), body: reExports(folders()) },
    { path: 'widgets/elements.ts', markers: codeMarkers(LIST), body: elementModules.map((module) => `import '${module}'\n`).join('') },
  ]
}
