// Lint: ESLint's recommended rules and typescript-eslint's, over every TypeScript source, and the
// one-way code flow of DESIGN §5 (src → widgets → shell) with eslint-plugin-boundaries.
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The parts of the code and who may import whom:
 * - core (src/): only itself; it knows nothing of widgets, the shell or the server.
 * - kits (widgets/chart-kit, widgets/ui-kit): the core and the kits.
 * - the widget kit (widgets/widget-kit): what several widgets share, built on the core and the kits.
 * - a widget (widgets/<name>): the core, the kits, the widget kit, its own files, and other widgets
 *   only through their public index.ts (never their internals).
 * - the widget entries (widgets/elements.ts, standalone.ts, index.ts): widgets, the kits and the core.
 * - the shell: the core, the kits, widgets' public files and the entries; never the server.
 * - the server: the core and itself; never widgets or the shell.
 * Tests, stories, benchmarks, examples and tooling are not classified: they may reach anything.
 */
export const boundaryElements = [
  { type: 'core', pattern: 'src' },
  { type: 'kit', pattern: 'widgets/{chart-kit,ui-kit}' },
  { type: 'widget-kit', pattern: 'widgets/widget-kit' },
  { type: 'widget', pattern: 'widgets/*', capture: ['name'] },
  // What is left directly in widgets/: the package's entries (elements.ts, standalone.ts, index.ts).
  { type: 'widget-entry', pattern: 'widgets' },
  { type: 'shell', pattern: 'shell' },
  { type: 'server', pattern: 'server' },
]

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } })

export const boundaryPolicies = [
  { allow: { dependency: { relationship: { to: 'internal' } } } },
  { from: { element: { type: 'core' } }, allow: to('core') },
  { from: { element: { type: 'kit' } }, allow: to('core', 'kit') },
  { from: { element: { type: 'widget-kit' } }, allow: to('core', 'kit', 'widget-kit') },
  { from: { element: { type: 'widget' } }, allow: to('core', 'kit', 'widget-kit') },
  { from: { element: { type: 'widget' } }, allow: { to: { element: { type: 'widget', fileInternalPath: 'index.ts' } } } },
  { from: { element: { type: 'widget-entry' } }, allow: to('core', 'kit', 'widget-kit', 'widget', 'widget-entry') },
  { from: { element: { type: 'shell' } }, allow: to('core', 'kit', 'widget-kit', 'widget-entry') },
  { from: { element: { type: 'shell' } }, allow: { to: { element: { type: 'widget', fileInternalPath: ['index.ts', '*.element.ts'] } } } },
  { from: { element: { type: 'server' } }, allow: to('core', 'server') },
]

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', '.data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    // Tests and stories may reach across parts (fixtures, fakes); the rule is for product code.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
)
