// Mounting a real fw-* element in a jsdom test: its attributes set, the page's fetch answered by a
// fake API (src/api/testing), the element appended to the document. setUpElementTests() gives every
// test a fresh page: no elements, no cached answers, no stored session.
//
//   setUpElementTests()
//   const { root, api } = mountElement('fw-location-stats', { 'location-id': 'L1' }, fakeApi(locations, orders))
//   await waitFor(() => expect(root.querySelector('[data-status="ready"]')).not.toBeNull())
import { afterEach, beforeEach, vi } from 'vitest'
import { clearQueryCache } from '../../api/query-cache'
import type { FakeApi } from '../../api/testing/fake-api'
import { restoreSession } from '../../stores/session'

export const TEST_API_BASE = 'http://127.0.0.1/api'
export const TEST_TOKEN = 'test-token'

export interface MountedElement<E extends HTMLElement> {
  element: E
  /** The element's shadow root, where everything it draws lives. */
  root: ShadowRoot
  api: FakeApi
}

export interface MountOptions {
  /** The `token` attribute; default a test token, null for none (the stored session is used). */
  token?: string | null
}

/** Creates `tag` with `attributes`, answers its requests from `api`, and appends it to the page. */
export function mountElement<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string>,
  api: FakeApi,
  options: MountOptions = {},
): MountedElement<HTMLElementTagNameMap[Tag]> {
  vi.stubGlobal('fetch', api.fetch)
  const element = document.createElement(tag)
  element.setAttribute('api-base', TEST_API_BASE)
  const token = options.token === undefined ? TEST_TOKEN : options.token
  if (token !== null) element.setAttribute('token', token)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return { element, root: element.shadowRoot!, api }
}

/** Registers the hooks that give each test of the file a fresh page. */
export function setUpElementTests(): void {
  // Elements render through their own React roots, outside Testing Library's act(): say so, so
  // React does not warn about every update while waitFor polls.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    localStorage.clear()
    restoreSession()
  })
  afterEach(async () => {
    document.body.innerHTML = ''
    // Removed elements unmount a microtask later (a move would reconnect them first).
    await new Promise((resolve) => setTimeout(resolve, 0))
    clearQueryCache()
    localStorage.clear()
    vi.unstubAllGlobals()
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })
}
