// The plain page of the server's origin (its bare /examples/blank.html), as any intranet page
// beside the API would be: optionally signed in first, then the markup goes in and the standalone
// bundle after it, which upgrades the elements. Every browser spec of widgets on a plain page
// opens it this way.
import type { Page } from '@playwright/test'
import { signInBeforeLoad, type StoredSessionValues } from './expected-figures'

export interface StandalonePageOptions {
  /** The session the page finds stored, as the dashboard would have left it. */
  session?: StoredSessionValues
  /** Runs in the page before the markup goes in (listeners the test reads back later). */
  beforeMarkup?: () => void
}

export async function openStandalonePage(page: Page, markup: string, options: StandalonePageOptions = {}): Promise<void> {
  if (options.session) await signInBeforeLoad(page, options.session)
  await page.goto('/examples/blank.html')
  if (options.beforeMarkup) await page.evaluate(options.beforeMarkup)
  await page.evaluate((body) => {
    document.body.innerHTML = body
    const script = document.createElement('script')
    script.type = 'module'
    script.src = '/dist/standalone.js'
    document.head.append(script)
  }, markup)
}
