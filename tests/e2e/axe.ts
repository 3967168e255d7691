// The accessibility bar every browser spec holds a page to: axe's serious and critical violations,
// each as one readable line (rule, impact, help, the nodes), so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function graveAxeViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passed or incomplete rule rather than
  // every node, a fifth less time on the chart screens with thousands of SVG nodes.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`)
}
