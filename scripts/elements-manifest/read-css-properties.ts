// The CSS custom properties a host page may set on an element: the --fw-* theme tokens of the base
// sheet every shadow root starts with (read from the sheet itself, light and dark values), and a
// widget's own `var(--fw-…, default)` settings in its folder (fw-location-list's height).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baseStyles } from '../../src/elements/theme'
import type { CssPropertyModel } from './element-model'
import { REPOSITORY_ROOT } from './source-program'

/** `--fw-x: value;` declarations of the rule that starts with `selector {`. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  if (start < 0) throw new Error(`The base sheet has no rule ${selector}`)
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start))
  return new Map([...body.matchAll(/(--fw-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]))
}

/** Every theme token, with its light value as the default and both values described. */
export function readThemeTokens(css = baseStyles.css): CssPropertyModel[] {
  const light = declarationsOf(css, ':host')
  const dark = declarationsOf(css, ":host([theme='dark'])")
  if (light.size === 0) throw new Error('The base sheet declares no --fw-* token')
  return [...light].map(([name, value]) => {
    const darkValue = dark.get(name)
    const description = darkValue === undefined ? 'Theme token, the same in light and dark.' : `Theme token; dark theme: \`${darkValue}\`.`
    return { name, default: value, description }
  })
}

const SOURCE_FILE = /\.(css|tsx?)$/
const NOT_PRODUCT = /\.(test|stories)\.tsx?$/

/**
 * The custom properties a widget folder reads with a fallback and never sets itself: the host's to
 * set. Described by what they set: the CSS property (`height: var(--fw-location-list-height,
 * 600px)`) or the JSX attribute (`height="var(…)"`) they stand in.
 */
export function readWidgetProperties(folder: string, themeTokens: ReadonlySet<string>): CssPropertyModel[] {
  const dir = join(REPOSITORY_ROOT, 'widgets', folder)
  const found = new Map<string, CssPropertyModel>()
  for (const name of readdirSync(dir).sort()) {
    if (!SOURCE_FILE.test(name) || NOT_PRODUCT.test(name)) continue
    const text = readFileSync(join(dir, name), 'utf8')
    for (const match of text.matchAll(/var\((--fw-[a-z0-9-]+),\s*([^)]+)\)/g)) {
      const property = match[1]!
      if (themeTokens.has(property) || found.has(property)) continue
      const before = text.slice(0, match.index)
      const setting = /([a-z-]+)\s*:\s*$/i.exec(before)?.[1] ?? /([a-zA-Z-]+)=["{]?$/.exec(before)?.[1]
      const what = setting ? `Its ${setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}` : 'A setting of this widget'
      found.set(property, { name: property, default: match[2]!.trim(), description: `${what}; \`${match[2]!.trim()}\` unless set.` })
    }
  }
  return [...found.values()]
}
