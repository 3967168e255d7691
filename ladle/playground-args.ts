// The controls of an element story, made from the element's manifest entry: one per attribute,
// started at a value the fixture season answers (its real location and order ids).
import type { ArgTypes, Args } from '@ladle/react'
import type { CemAttribute, CemCustomElement } from '../scripts/elements-manifest/manifest'
import { demoExample, exampleValue } from '../scripts/elements-manifest/demo-examples'
import { STORY_TOKEN } from './fixture-api'
import { FIXTURE_DEMO } from './fixture-season'

/** A select's "leave the attribute off" choice. */
export const UNSET = '(not set)'

export type PlaygroundArgs = Record<string, string>

/** The attributes the playground sets itself: where the fake API is. */
const FIXED = new Set(['api-base'])

/** The choices of an attribute whose type lists its values (`'light' | 'dark' | 'system'`), or of a boolean. */
function choicesOf(attribute: CemAttribute): string[] | undefined {
  if (attribute.type.text === 'boolean') return [UNSET, 'true', 'false']
  const quoted = [...attribute.type.text.matchAll(/'([^']*)'/g)].map((match) => match[1]!)
  return quoted.length > 0 ? [UNSET, ...quoted] : undefined
}

/** The element that signs a page in shows its form only to a page without a token. */
function signsIn(element: CemCustomElement): boolean {
  return element.events.some((event) => event.name === 'fw-signed-out')
}

export function playgroundAttributes(element: CemCustomElement): CemAttribute[] {
  return element.attributes.filter((attribute) => !FIXED.has(attribute.name))
}

export function playgroundArgs(element: CemCustomElement): Args<PlaygroundArgs> {
  const example = demoExample(FIXTURE_DEMO)
  const args: PlaygroundArgs = {}
  for (const attribute of playgroundAttributes(element)) {
    if (attribute.name === 'token') args.token = signsIn(element) ? '' : STORY_TOKEN
    else if (choicesOf(attribute)) args[attribute.name] = UNSET
    else args[attribute.name] = exampleValue(attribute.name, example) ?? ''
  }
  return args
}

export function playgroundArgTypes(element: CemCustomElement): ArgTypes<PlaygroundArgs> {
  const types: ArgTypes<PlaygroundArgs> = {}
  for (const attribute of playgroundAttributes(element)) {
    const choices = choicesOf(attribute)
    if (choices) types[attribute.name] = { control: { type: 'select' }, options: choices, description: attribute.description }
  }
  return types
}

/** The attributes to write: every control with a value, and the fake API's address. */
export function attributesFrom(element: CemCustomElement, args: PlaygroundArgs, apiBase: string): [string, string][] {
  const written: [string, string][] = [['api-base', apiBase]]
  for (const attribute of playgroundAttributes(element)) {
    const value = args[attribute.name]
    if (value !== undefined && value !== '' && value !== UNSET) written.push([attribute.name, value])
  }
  return written
}
