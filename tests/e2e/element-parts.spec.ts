// A page's `::part()` rules reach a widget's named regions in a real browser, and only those: the
// built Ladle's "Embedding / Parts" story (npm run ladle:build; this spec builds nothing) puts
// fw-top-items on a page whose stylesheet restyles its header, title and table parts.
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { serveFolder, type ServedFolder } from './serve-folder'

const BUILD = join(dirname(fileURLToPath(import.meta.url)), '../../build')
const STORY = 'embedding--parts--styled-from-the-page'

let served: ServedFolder
test.beforeAll(async () => {
  served = await serveFolder(BUILD)
})
test.afterAll(async () => {
  await served?.close()
})

test("a page's ::part() rules style the widget's parts, and nothing inside the shadow root without a part", async ({ page }) => {
  await page.goto(`${served.url}/?story=${STORY}&mode=preview&theme=light`)
  const widget = page.locator('fw-top-items')
  // Playwright's locators pierce open shadow roots.
  const header = widget.locator('[part~="header"]').first()
  await expect(header).toBeVisible({ timeout: 30_000 })
  await expect(header).toHaveCSS('border-bottom-width', '2px')
  await expect(widget.locator('[part~="title"]').first()).toHaveCSS('text-transform', 'uppercase')
  await expect(widget.locator('[part~="table"]').first()).toHaveCSS('border-top-width', '1px')
  // The table's own header cells are no part: the title rule does not reach them.
  const headerCell = await widget.evaluate((host) => {
    const cell = host.shadowRoot!.querySelector('[part~="table"] th')
    return cell ? { text: cell.textContent, transform: getComputedStyle(cell).textTransform } : null
  })
  expect(headerCell?.text).toBeTruthy()
  expect(headerCell?.transform).toBe('none')
})
