// Every element of the one list of widgets (widgets/widget-list.ts), read from its element file.
import { WIDGETS } from '../../widgets/widget-list'
import type { ElementModel } from './element-model'
import { readThemeTokens, readWidgetProperties } from './read-css-properties'
import { readElement } from './read-element'
import { CONTEXT_ATTRIBUTES_FILE, EVENTS_FILE, readContextAttributes, readEventMap, readRootEvents, WIDGET_ROOT_FILE } from './read-shared'
import { createSourceProgram } from './source-program'

/** Each tag of the list with its folder and element file (`widgets/<folder>/<tag without fw->.element.ts`). */
export function listedElements(): { tagName: string; folder: string; modulePath: string }[] {
  return WIDGETS.flatMap((entry) =>
    Object.keys(entry.elements).map((tagName) => ({ tagName, folder: entry.folder, modulePath: `widgets/${entry.folder}/${tagName.slice(3)}.element.ts` })),
  ).sort((a, b) => a.tagName.localeCompare(b.tagName))
}

export function readElements(): ElementModel[] {
  const listed = listedElements()
  const program = createSourceProgram([...listed.map((element) => element.modulePath), EVENTS_FILE, WIDGET_ROOT_FILE, CONTEXT_ATTRIBUTES_FILE])
  const shared = { contextAttributes: readContextAttributes(program), eventMap: readEventMap(program), rootEvents: readRootEvents(program) }
  const tokens = readThemeTokens()
  const tokenNames = new Set(tokens.map((token) => token.name))
  return listed.map(({ tagName, folder, modulePath }) => ({
    ...readElement(program, modulePath, folder, tagName, shared),
    cssProperties: [...readWidgetProperties(folder, tokenNames), ...tokens],
  }))
}
