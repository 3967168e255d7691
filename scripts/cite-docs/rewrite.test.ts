// Citations of the documents the repository does not hold become references to its own design
// documents, whatever shape they take in a comment. The sign is written as an escape so this file
// holds no citation itself.
import { hasCitation, rewriteCitations } from './rewrite'
import { RULES, targetOf } from './rules'

const S = (section: string) => `SPEC \u00a7${section}`
const D = (section: string) => `DESIGN \u00a7${section}`
const bare = (section: string) => `\u00a7${section}`

describe('rewriting citations', () => {
  it('points a section at the page and heading of its subject, by its subtitle or by the file it stands in', () => {
    expect(rewriteCitations(`// The page's session (${S('4')} Auth), one per page.`, 'src/stores/session.ts')).toBe(
      "// The page's session (docs/shell-and-widgets.md#sign-in-and-sessions), one per page.",
    )
    expect(rewriteCitations(`// /admin/users (${S('2')}): User Management.`, 'shell/screens/admin-users.tsx')).toBe('// /admin/users (docs/screens.md#user-management): User Management.')
    expect(rewriteCitations(`-- The cache (${D('3')} KV cache): Square answers.`, 'server/db/migrations/012-kv-cache.sql')).toBe('-- The cache (docs/server.md#the-kv-cache): Square answers.')
  })

  it('rewrites a chain of sections, naming another document or none, once per page and heading', () => {
    expect(rewriteCitations(`// (${S('7')}, ${D('3')} sessions and login abuse).`, 'server/routes/auth.ts')).toBe('// (docs/contract.md#the-calls, docs/server.md#sessions-and-sign-in).')
    expect(rewriteCitations(`/* toasts (${S('1')}, ${bare('9')}) */`, 'shell/celebrations/payment-toasts.ts')).toBe('/* toasts (docs/screens.md#live-payments-and-fireworks) */')
    expect(rewriteCitations(`// ${S('2')} / ${bare('8')}: the error screen.`, 'shell/app/error-screen.tsx')).toBe('// docs/screens.md#general, docs/screens.md#errors-and-messages: the error screen.')
  })

  it('gives a section cited further on without its document the document cited before it', () => {
    const text = `// session (${S('4')}: signed-out readers go to /login;\n// ${bare('6')}: /admin needs the admin role). RFC 1952 ${bare('2')}.3 stays.`
    expect(rewriteCitations(text, 'shell/routing/resolve-route.ts')).toBe(
      '// session (docs/shell-and-widgets.md#sign-in-and-sessions: signed-out readers go to /login;\n// docs/screens.md#access: /admin needs the admin role). RFC 1952 \u00a72.3 stays.',
    )
  })

  it('turns a possessive into "the … of", or "from" when nothing follows', () => {
    expect(rewriteCitations(`// using ${S('5')}'s messages.`, 'server/http/validate.ts')).toBe('// using the messages of docs/contract.md#validation-messages.')
    expect(rewriteCitations(`// under ${S('3')}'s '{product}-theme' key and`, 'shell/theme/theme-store.ts')).toBe("// under the '{product}-theme' key of docs/contract.md#entities and")
    expect(rewriteCitations(`// so every message is ${S('5')}'s, the same`, 'widgets/users-admin/user-form.ts')).toBe('// so every message is from docs/contract.md#validation-messages, the same')
  })

  it('joins a citation split over two comment lines on the second', () => {
    expect(rewriteCitations(`// the page loaded (DESIGN\n// ${bare('3c')}): a shell`, 'src/page/page-singleton.ts')).toBe(
      '// the page loaded\n// (docs/shell-and-widgets.md#one-page-one-set-of-connections): a shell',
    )
    expect(hasCitation(`(SPEC\n// ${bare('4')}: item pages)`)).toBe(true)
    expect(hasCitation('RFC 1952 \u00a72.3')).toBe(false)
  })

  it('has a page for every section of both documents, and refuses a section it does not know', () => {
    for (const rule of RULES) expect(rule.to).toMatch(/^docs\/[a-z-]+\.md(#[a-z0-9-]+)?$/)
    for (const section of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) expect(targetOf('SPEC', section, undefined, 'nowhere.ts')).toMatch(/^docs\//)
    for (const section of ['1', '2', '3', '3b', '3c', '4', '5', '6', '7', '8']) expect(targetOf('DESIGN', section, undefined, 'nowhere.ts')).toMatch(/^docs\//)
    expect(() => targetOf('SPEC', '10', undefined, 'x.ts')).toThrow('no page for a citation of SPEC section 10')
  })
})
