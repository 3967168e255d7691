// Lint: ESLint's recommended rules and typescript-eslint's, over every TypeScript source, the
// one-way code flow of docs/architecture.md#walls-between-the-parts (src → widgets → shell) with eslint-plugin-boundaries, and no
// run-time import circle (eslint-plugin-import-x; type-only circles: dpdm, see below). The
// compiler keeps the walls between the parts too (each its own tsconfig project, tests/walls).
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
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

/**
 * What only one file may do (docs/shell-and-widgets.md#shared-parts-the-kits): draw a virtualised list (the virtual rows
 * adapter), check sign-in credentials (the sign-in form), and wrap the element platform's
 * defineWidget and WidgetRoot with the sign-in prompt (the kit's define-widget), so a new list, a
 * second sign-in form or a widget without its prompt fails lint.
 */
const VIRTUALISER = {
  name: '@tanstack/react-virtual',
  importNames: ['useVirtualizer', 'useWindowVirtualizer'],
  message: 'Virtualised lists draw with useVirtualRows (widgets/widget-kit/rows/virtual-rows.ts): one adapter for every list.',
}
const SIGN_IN_CREDENTIALS = {
  group: ['**/contract/auth'],
  importNames: ['loginRequestSchema'],
  message: 'The sign-in form is built once: SignInForm from widgets/widget-kit.',
}
const PLATFORM_ROOTS = [
  { group: ['**/src/elements/define-widget'], importNames: ['defineWidget'], message: "Widgets are defined with widgets/widget-kit's defineWidget, which gives them the sign-in prompt." },
  { group: ['**/src/elements/widget-root'], importNames: ['WidgetRoot'], message: "Widgets render under widgets/widget-kit's WidgetRoot, which gives them the sign-in prompt." },
]
const SIGN_IN_FORM_FILE = 'widgets/widget-kit/forms/sign-in-form.tsx'
const VIRTUAL_ROWS_FILE = 'widgets/widget-kit/rows/virtual-rows.ts'
const KIT_DEFINE_WIDGET_FILE = 'widgets/widget-kit/element/define-widget.ts'
const NOT_PRODUCT_CODE = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**']
const restrictedImports = (patterns) => ({ 'no-restricted-imports': ['error', { paths: [VIRTUALISER], patterns }] })

export const kitRules = [
  { files: ['**/*.{ts,tsx}'], ignores: ['**/*.stories.tsx', VIRTUAL_ROWS_FILE], rules: restrictedImports([]) },
  { files: ['src/**/*.{ts,tsx}'], ignores: NOT_PRODUCT_CODE, rules: restrictedImports([SIGN_IN_CREDENTIALS]) },
  {
    files: ['widgets/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'],
    ignores: [...NOT_PRODUCT_CODE, SIGN_IN_FORM_FILE, VIRTUAL_ROWS_FILE, KIT_DEFINE_WIDGET_FILE],
    rules: restrictedImports([SIGN_IN_CREDENTIALS, ...PLATFORM_ROOTS]),
  },
  {
    files: ['src/**/*.tsx', 'widgets/**/*.tsx', 'shell/**/*.tsx'],
    ignores: [SIGN_IN_FORM_FILE],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autoComplete'][value.value='current-password']",
          message: 'The sign-in form is built once: SignInForm from widgets/widget-kit.',
        },
      ],
    },
  },
]

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'build', '.data', 'test-results', 'playwright-report', 'coverage', 'examples/react', '.tsbuild', '.server-build'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // A CommonJS file (one Node must load synchronously) imports with require.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
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
  ...kitRules,
  {
    // No run-time import circle in product code: a circle is two files that are one idea, or an
    // interface living in the wrong file. import-x/no-cycle does not follow `import type`, so
    // type-only circles are found by `npm run check:cycles` (dpdm, dpdm.config.json), which reads
    // every import and runs with lint; tests/cycles holds its failing fixture.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    ignores: NOT_PRODUCT_CODE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // The rule reads the files an import reaches: with TypeScript's parser, as the linter does.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
)
