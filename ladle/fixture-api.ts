// A fake dashboard API per story: every resource the widgets ask for, answered from the fixture
// season, at an address of its own (`https://story-3.fixtures.invalid/api`). Its own address keeps
// each story's answers apart in the page's query cache (keyed by api base), and lets a real fw-*
// element reach it: the element's api-base points there and the page's fetch hands such requests
// to the fake (installFixtureFetch), while every other request goes to the network as usual.
import { routeFetch, type RouteFetch } from '../src/api/testing/route-fetch'
import { adminRoutes } from './fixture-admin-routes'
import { embedRoutes } from './fixture-embed-routes'
import { figuresRoutes } from './fixture-figures-routes'

/** The bearer token stories use: the fake accepts any, and no stored session is needed. */
export const STORY_TOKEN = 'story-token'

const HOST_SUFFIX = '.fixtures.invalid'

export interface FixtureApi extends RouteFetch {
  apiBase: string
}

const apis = new Map<string, FixtureApi>()
let count = 0

/** A fresh fake API (its own users, cache and request log) at a new address. */
export function newFixtureApi(): FixtureApi {
  const origin = `https://story-${++count}${HOST_SUFFIX}`
  const api = { ...routeFetch({ ...figuresRoutes, ...adminRoutes(), ...embedRoutes() }), apiBase: `${origin}/api` }
  apis.set(origin, api)
  return api
}

function originOf(input: RequestInfo | URL): string | undefined {
  const text = input instanceof Request ? input.url : String(input)
  try {
    return new URL(text).origin
  } catch {
    return undefined
  }
}

/** Makes the page's fetch answer requests to a fake API's address from that fake. Once per page. */
export function installFixtureFetch(): void {
  if (typeof window === 'undefined' || (window.fetch as { fixtures?: boolean }).fixtures) return
  const networkFetch = window.fetch.bind(window)
  const fixtureFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const api = apis.get(originOf(input) ?? '')
    return api ? api.fetch(input, init) : networkFetch(input, init)
  }
  window.fetch = Object.assign(fixtureFetch, { fixtures: true })
}
