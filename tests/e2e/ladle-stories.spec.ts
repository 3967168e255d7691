// Every story of the built Ladle (`npm run ladle:build` writes build/; this spec builds nothing),
// opened the way a newcomer opens it: a new document with nothing stored for the site (no
// cookie, no local or session storage, checked as the document starts). Each must show its
// fixtures from its own fake API, styled in the theme asked for, with no sign-in form (but the
// stories about signing in), no chart error (but the error stories) and no uncaught error.
// A few tabs are kept open and each story is loaded into one of them, after its site data is
// wiped: a new tab costs its own renderer process, about a second each, twice the story itself.
// The build is served by a static server of the spec's own; the API server is not involved.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { serveFolder, type ServedFolder } from './serve-folder'

const BUILD = join(dirname(fileURLToPath(import.meta.url)), '../../build')
const META = join(BUILD, 'meta.json')
/** Taller than any story's page by far; an unstyled virtual list (every row stacked) is not. */
const MAX_PAGE_HEIGHT = 8_000
/** The story surface's background in each theme (--fw-bg of src/elements/theme.ts). */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(11, 17, 32)' } as const
type Theme = keyof typeof BACKGROUND

interface StoryMeta {
  levels: string[]
}
const stories: [string, StoryMeta][] = existsSync(META) ? Object.entries((JSON.parse(readFileSync(META, 'utf8')) as { stories: Record<string, StoryMeta> }).stories) : []
const storyIds = stories.map(([id]) => id)
/** Stories by their file's title ("Widgets / Location stats"), each group one test. */
const groups = new Map<string, string[]>()
for (const [id, meta] of stories) groups.set(meta.levels.join(' / '), [...(groups.get(meta.levels.join(' / ')) ?? []), id])
/** Stories open side by side, a tab each: most of a story's time is waiting. */
const CONCURRENT_STORIES = 3

/** fw-fireworks is an overlay that draws nothing between shows (its story has a trigger() button). */
const DRAWS_NOTHING_UNTIL_ASKED = new Set(['fw-fireworks'])
/** The stories whose subject is signing in show the form on purpose. */
const aboutSigningIn = (id: string) => id.includes('sign-in')
/** The error stories show an error on purpose. */
const aboutErrors = (id: string) => /(^|-)error($|-)/.test(id)

// Hundreds of short tests: a trace of each would cost more than the test.
test.use({ trace: 'off' })

let served: ServedFolder
/** The tabs stories are loaded into, each in a browser context of its own, kept for the whole file. */
let tabs: Page[] = []
test.beforeAll(async ({ browser }) => {
  served = await serveFolder(BUILD)
  tabs = await Promise.all(Array.from({ length: CONCURRENT_STORIES }, () => openTab(browser)))
})
test.afterAll(async () => {
  await Promise.all(tabs.map((tab) => tab.context().close()))
  await served?.close()
})

/** What the site had stored when a story's document started: all empty for a newcomer. */
const STORED_AT_START = '__storedAtStart'

async function openTab(browser: Browser): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript((key) => {
    if (window.top !== window) return
    const stored = { cookies: document.cookie, localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) }
    Object.defineProperty(window, key, { value: stored })
  }, STORED_AT_START)
  return context.newPage()
}

/** Forgets what the last story stored: its cookies, local and session storage. */
async function wipeSiteData(page: Page): Promise<void> {
  await page.context().clearCookies()
  if (page.url().startsWith(served.url)) {
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  }
}

interface StoryContent {
  /** Visible text inside the story, through every open shadow root. */
  text: string
  /** Drawn things: svg, canvas, img. */
  drawings: number
  background: string
  pageHeight: number
}

/** What the story shows, read through every open shadow root (a string: the page runs it as is). */
const READ_CONTENT = `(() => {
  const host = document.querySelector('.fw-story-host')
  if (!host || !host.shadowRoot) return null
  let text = ''
  let drawings = 0
  const visit = (node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement
      if (parent && parent.checkVisibility()) text += node.textContent
      return
    }
    if (node.nodeType === Node.ELEMENT_NODE && ['svg', 'canvas', 'img'].includes(node.localName) && node.checkVisibility()) drawings++
    if (node.shadowRoot) visit(node.shadowRoot)
    for (const child of node.childNodes) visit(child)
  }
  visit(host.shadowRoot)
  const surface = host.shadowRoot.querySelector('.fw-story-surface')
  return {
    text: text.replace(/\\s+/g, ' ').trim(),
    drawings,
    background: surface ? getComputedStyle(surface).backgroundColor : '',
    pageHeight: document.documentElement.scrollHeight,
  }
})()`

async function openStory(page: Page, id: string, theme: Theme): Promise<StoryContent> {
  // A new document (the query differs from the last story's): a fresh page with fresh modules.
  await page.goto(`${served.url}/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`, { waitUntil: 'commit' })
  // Polled often: most stories draw within a few hundred milliseconds, and there are hundreds.
  await page.waitForFunction(`(() => { const content = ${READ_CONTENT}; return content !== null && (content.text.length > 0 || content.drawings > 0) })()`, undefined, {
    polling: 100,
    timeout: 15_000,
  })
  return (await page.evaluate(READ_CONTENT)) as StoryContent
}

/** Every check of one story, loaded into `page` with nothing stored; failures are soft, named by the story. */
async function checkStory(page: Page, id: string, theme: Theme): Promise<void> {
  const story = `${id} (${theme})`
  const errors: string[] = []
  const onError = (error: Error) => errors.push(error.message)
  try {
    await wipeSiteData(page)
    page.on('pageerror', onError)
    const content = await openStory(page, id, theme)
    expect.soft(await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], STORED_AT_START), `${story}: opened with nothing stored`).toEqual({
      cookies: '',
      localStorage: [],
      sessionStorage: [],
    })
    expect.soft(errors, `${story}: uncaught errors`).toEqual([])
    expect.soft(content.background, `${story}: the ${theme} theme's background`).toBe(BACKGROUND[theme])
    expect.soft(content.pageHeight, `${story}: styled (an unstyled list stacks every row)`).toBeLessThan(MAX_PAGE_HEIGHT)
    if (!aboutSigningIn(id)) {
      await expect.soft(page.getByRole('button', { name: 'Sign In', exact: true }), `${story}: no sign-in form`).toHaveCount(0)
      expect.soft(content.text, `${story}: not signed out`).not.toContain('Signed out. Sign in again')
    }
    if (!aboutErrors(id)) expect.soft(content.text, `${story}: no chart error`).not.toContain('Chart unavailable')
    if (id.startsWith('elements--')) {
      const tag = id.slice('elements--'.length)
      // The real element, registered by its own module, showing what the story's fake API answered.
      await expect.soft(page.locator(`${tag}:defined`), `${story}: <${tag}> is defined`).toHaveCount(1)
      if (!DRAWS_NOTHING_UNTIL_ASKED.has(tag)) {
        await expect
          .soft(async () => expect(await page.locator(tag).evaluate((element) => element.shadowRoot?.textContent?.trim().length ?? 0)).toBeGreaterThan(0), `${story}: <${tag}> shows its fixtures`)
          .toPass({ timeout: 15_000 })
      }
      if (!aboutSigningIn(id)) await expect.soft(page.locator(tag).getByText(/Loading|Checking/), `${story}: <${tag}> has loaded`).toHaveCount(0)
    }
  } catch (error) {
    expect.soft(String(error), `${story}: shows something`).toBe('')
  } finally {
    page.off('pageerror', onError)
  }
}

/** Works through `items` in the given tabs, each tab taking the next item as it is free. */
async function inTurns<T>(items: readonly T[], lanes: readonly Page[], work: (lane: Page, item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async (lane: Page) => {
    while (next < items.length) await work(lane, items[next++]!)
  }
  await Promise.all(lanes.slice(0, items.length).map(worker))
}

test.describe('the built Ladle in a fresh browser', () => {
  test('has been built (npm run ladle:build) with every story', () => {
    expect(storyIds.length, `no ${META}: run npm run ladle:build first`).toBeGreaterThan(200)
    expect(storyIds.filter((id) => id.startsWith('elements--')).length, 'a story per fw-* tag').toBeGreaterThan(20)
  })

  for (const [title, ids] of groups) {
    test(`${title}: ${ids.length} stories, light and dark in turn`, async () => {
      test.setTimeout(60_000 + ids.length * 20_000)
      // Every story in both themes would double the run: each in one, alternating through the list.
      await inTurns(ids, tabs, (tab, id) => checkStory(tab, id, storyIds.indexOf(id) % 2 === 0 ? 'light' : 'dark'))
    })
  }
})
