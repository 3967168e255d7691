// A new widget's names, from the one its folder takes: `stand-notes` is the folder
// widgets/stand-notes/, the tag fw-stand-notes, the component StandNotes, the admin page
// /admin/stand-notes (route adminStandNotes) and the story title "Stand notes".

export interface WidgetNames {
  /** The folder under widgets/ and the package's subpath export. */
  folder: string
  tag: `fw-${string}`
  /** The React component (and the framed one the package exports). */
  component: string
  /** A camel-case start for values (`standNotesStyles`). */
  camel: string
  /** For people: "Stand notes". */
  title: string
}

/** Folder names that are taken by something other than a widget, or would read wrong as a tag. */
const RESERVED = new Set(['chart-kit', 'ui-kit', 'widget-kit', 'elements', 'standalone', 'autoloader', 'index'])

/** The names of a widget whose folder is `folder`, or why that cannot be a widget's folder. */
export function widgetNames(folder: string): WidgetNames | { error: string } {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(folder)) {
    return { error: `"${folder}" is not a widget name: two or more lowercase words joined by dashes, starting with a letter (stand-notes)` }
  }
  if (folder.startsWith('fw-')) return { error: `"${folder}" starts with fw-: give the name without it (the tag is fw-${folder.slice(3)})` }
  if (RESERVED.has(folder) || folder.endsWith('-kit')) return { error: `"${folder}" is reserved for the package's own entries and kits` }
  const words = folder.split('-')
  const component = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return { folder, tag: `fw-${folder}`, component, camel: component[0]!.toLowerCase() + component.slice(1), title: `${words[0]![0]!.toUpperCase()}${words.join(' ').slice(1)}` }
}

/** The route name of a widget's admin page (`adminStandNotes`). */
export const adminRouteName = (names: WidgetNames) => `admin${names.component}`
