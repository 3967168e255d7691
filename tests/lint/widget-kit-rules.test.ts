// What only the widget kit may do is enforced by `npm run lint` (eslint.config.js kitRules): these
// fixtures, linted as if they sat at the given paths, show the rules fire where they must.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

async function ruleMessages(path: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) })
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message)
}

const DIRECT_LIST = [
  "import { useVirtualizer } from '@tanstack/react-virtual'",
  'export const useRows = (count: number) => useVirtualizer({ count, getScrollElement: () => null, estimateSize: () => 40 })',
].join('\n')

describe('one virtual rows adapter', () => {
  it('refuses a new virtualised list that calls useVirtualizer itself, in a widget, the shell or a test', async () => {
    for (const path of ['widgets/top-items/fixture-list.tsx', 'shell/stats/fixture-list.tsx', 'widgets/ui-kit/fixture-list.test.tsx']) {
      const messages = await ruleMessages(path, DIRECT_LIST, 'no-restricted-imports')
      expect(messages, path).toHaveLength(1)
      expect(messages[0]).toContain('useVirtualRows')
    }
  })

  it('allows the adapter itself, and the library types (Rect) anywhere', async () => {
    expect(await ruleMessages('widgets/widget-kit/rows/virtual-rows.ts', DIRECT_LIST, 'no-restricted-imports')).toEqual([])
    const typeOnly = "import type { Rect } from '@tanstack/react-virtual'\nexport type Box = Rect\n"
    expect(await ruleMessages('widgets/top-items/fixture-list.tsx', typeOnly, 'no-restricted-imports')).toEqual([])
  })
})

describe('one sign-in form', () => {
  const passwordInput = 'export const Form = () => <form><input name="password" type="password" autoComplete="current-password" /></form>\n'
  const credentialsCheck = "import { loginRequestSchema } from '../../src/contract/auth'\nexport const check = (value: unknown) => loginRequestSchema.safeParse(value)\n"

  it('refuses a sign-in password field outside the kit, in a widget, the shell or the core', async () => {
    for (const path of ['widgets/users-admin/fixture-form.tsx', 'shell/login/fixture-form.tsx', 'src/elements/fixture-form.tsx']) {
      const messages = await ruleMessages(path, passwordInput, 'no-restricted-syntax')
      expect(messages, path).toEqual(['The sign-in form is built once: SignInForm from widgets/widget-kit.'])
    }
  })

  it('refuses checking sign-in credentials outside the kit', async () => {
    const messages = await ruleMessages('shell/login/fixture-form.ts', credentialsCheck, 'no-restricted-imports')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('SignInForm')
  })

  it("allows the kit's own form", async () => {
    expect(await ruleMessages('widgets/widget-kit/forms/sign-in-form.tsx', passwordInput, 'no-restricted-syntax')).toEqual([])
    expect(await ruleMessages('widgets/widget-kit/forms/sign-in-form.tsx', credentialsCheck, 'no-restricted-imports')).toEqual([])
  })
})

describe("the element platform's defineWidget and WidgetRoot", () => {
  it('are refused in widgets, which take the kit’s (with the sign-in prompt)', async () => {
    const source = "import { defineWidget } from '../../src/elements/define-widget'\nimport { WidgetRoot } from '../../src/elements/widget-root'\nexport const used = [defineWidget, WidgetRoot]\n"
    const messages = await ruleMessages('widgets/top-items/fixture.element.ts', source, 'no-restricted-imports')
    expect(messages).toHaveLength(2)
    expect(await ruleMessages('widgets/widget-kit/element/define-widget.ts', source, 'no-restricted-imports')).toEqual([])
  })
})
