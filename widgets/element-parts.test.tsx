// @vitest-environment jsdom
// Every part the manifest says a tag exposes is really in its shadow root: each tag of the widget
// list is mounted as its Ladle story mounts it (the fixture season's API, the story's attributes),
// then against a server with no locations (the empty states) and one that fails every request (the
// failures); each part it claims must show up in one of them. A part claimed but never drawn fails
// here, and so does a part drawn but not claimed.
import { waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import manifestJson from '../custom-elements.json'
import { newFixtureApi } from '../ladle/fixture-api'
import { attributesFrom, playgroundArgs } from '../ladle/playground-args'
import type { CemCustomElement, CustomElementsManifest } from '../scripts/elements-manifest/manifest'
import { locationsAnswer } from '../src/api/testing/fake-api'
import { json, routeFetch } from '../src/api/testing/route-fetch'
import { setUpElementTests } from '../src/elements/testing/mount-element'
import { isWidgetPart } from '../src/elements/parts'
import { WIDGETS } from './widget-list'

const manifest = manifestJson as CustomElementsManifest
const declarations = new Map<string, CemCustomElement>(manifest.modules.flatMap((module) => module.declarations.map((declaration) => [declaration.tagName, declaration] as const)))
const loaders = new Map(WIDGETS.flatMap((entry) => Object.entries(entry.elements)))

setUpElementTests()

// Every tag registered first: the first widget's test then waits for its own drawing, not for the
// modules every widget shares to load.
beforeAll(async () => {
  for (const load of loaders.values()) await load()
}, 300_000)

/** The part names drawn in `root` (`part="header title"` counts both). */
function partsIn(root: ShadowRoot): Set<string> {
  return new Set([...root.querySelectorAll('[part]')].flatMap((node) => (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean)))
}

/** Mounts `element` with its story's attributes against `fetchImpl`; the parts it draws once every `wanted` one is there, or after 30 seconds (a busy machine is slow, and a missing part fails anyway). */
async function partsDrawn(element: CemCustomElement, fetchImpl: typeof fetch, apiBase: string, wanted: readonly string[]): Promise<Set<string>> {
  vi.stubGlobal('fetch', fetchImpl)
  const host = document.createElement(element.tagName)
  for (const [name, value] of attributesFrom(element, playgroundArgs(element), apiBase)) host.setAttribute(name, value)
  document.body.append(host)
  let seen = new Set<string>()
  await waitFor(
    () => {
      seen = partsIn(host.shadowRoot!)
      expect(wanted.filter((part) => !seen.has(part))).toEqual([])
    },
    { timeout: 30_000 },
  ).catch(() => undefined)
  host.remove()
  vi.unstubAllGlobals()
  return seen
}

/** Where each part shows: a failure on a failing API, the empty state on a season with no locations, the rest on the fixture season. */
function scenarioOf(part: string): 'failing' | 'empty' | 'answering' {
  return part === 'error' ? 'failing' : part === 'empty' ? 'empty' : 'answering'
}

describe('the parts of every element', () => {
  for (const tag of [...loaders.keys()]) {
    it(`${tag} draws every part its manifest entry names`, async () => {
      const element = declarations.get(tag)!
      const claimed = element.cssParts.map((part) => part.name)
      expect(claimed.filter((name) => !isWidgetPart(name)), 'parts outside the shared vocabulary (src/elements/parts.ts)').toEqual([])
      const wanted = (scenario: string) => claimed.filter((name) => scenarioOf(name) === scenario)
      const answering = newFixtureApi()
      const drawn = await partsDrawn(element, answering.fetch, answering.apiBase, wanted('answering'))
      const noLocations = routeFetch({ 'GET /square/locations': () => json({ success: true, data: locationsAnswer([]) }) })
      const empty = await partsDrawn(element, noLocations.fetch, 'https://empty.fixtures.invalid/api', wanted('empty'))
      const failing = routeFetch({})
      const failed = await partsDrawn(element, failing.fetch, 'https://failing.fixtures.invalid/api', wanted('failing'))
      const seen = new Set([...drawn, ...empty, ...failed])
      expect(claimed.filter((name) => !seen.has(name)), 'parts the manifest names that the element never draws').toEqual([])
      // …and the manifest names every part it draws, so the reference leaves none out.
      expect([...seen].filter((name) => !claimed.includes(name)), `parts drawn but not listed: add \`@csspart\` lines to ${tag}'s element file`).toEqual([])
    }, 120_000)
  }
})
