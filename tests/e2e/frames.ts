import type { Page } from '@playwright/test'

/**
 * Waits for the page's next two frames: what changed before (a resize's media queries, an element
 * defined) has been drawn by React, and its effects have run.
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}
