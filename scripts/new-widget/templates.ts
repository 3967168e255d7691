// The files of a new widget's folder, shaped like widgets/top-items and widgets/server-settings:
// the component (a location from the page's locations answer, through the query states every
// widget draws), its style sheet, the element file that alone defines the tag, the index the
// package exports, its stories and its test; and, for a widget with an admin page, the screen.
// Each is a working start that passes typecheck, lint and its own test as written.
import type { WidgetNames } from './names'

/** Path (from the repository root) → text, for the widget's folder. */
export function widgetFiles(names: WidgetNames): Map<string, string> {
  const { folder, tag, component, camel, title } = names
  const dir = `widgets/${folder}`
  return new Map([
    [
      `${dir}/${folder}.tsx`,
      `// ${tag}: ${title}. One location, named by its location-id, from the page's (shared, cached)
// locations answer: its name, business and address, with the states every widget goes through.
import { useStyles } from '../../src/elements/use-styles'
import { Card } from '../ui-kit'
import { LocationSummary, QueryStateView, useLocation } from '../widget-kit'
import { ${camel}Styles } from './styles'

export interface ${component}Props {
  /** The Square location id. */
  locationId?: string
}

export function ${component}({ locationId }: ${component}Props) {
  useStyles(${camel}Styles)
  const state = useLocation(locationId)
  return (
    <QueryStateView state={state} className="${tag}" what="the location" loading={<p className="${tag}__muted">Loading...</p>}>
      {({ location }) => (
        <div className="${tag}" data-status="ready">
          <Card title="${title}" headingLevel={2}>
            <LocationSummary location={location} />
          </Card>
        </div>
      )}
    </QueryStateView>
  )
}
`,
    ],
    [`${dir}/${folder}.css`, `/* ${title}, loaded into the shadow root of ${tag}. */\n.${tag} { display: flex; flex-direction: column; gap: 16px; color: var(--fw-fg); }\n.${tag}__muted { margin: 0; color: var(--fw-muted-fg); }\n`],
    [
      `${dir}/styles.ts`,
      `// ${title}'s style sheet, brought by the component wherever it renders.
import { defineStyles } from '../../src/elements/style-sheets'
import ${camel}Css from './${folder}.css?inline'

export const ${camel}Styles = defineStyles(${camel}Css)
`,
    ],
    [
      `${dir}/${folder}.element.ts`,
      `// Registers <${tag} location-id="…">: the only file that defines this tag.
import { defineWidget, type WidgetElement } from '../widget-kit'
import { ${component}, type ${component}Props } from './${folder}'

/**
 * The parts a page may style from outside (docs/elements/README.md#parts):
 * @csspart header - The card's heading row.
 * @csspart title - The card's heading.
 * @csspart body - The location's name, business and address.
 * @csspart error - A failed load: what could not be loaded and why, with Retry.
 */
defineWidget('${tag}', ${component}, { attributes: { 'location-id': 'string' } })

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': WidgetElement<${component}Props>
  }
}
`,
    ],
    [
      `${dir}/index.ts`,
      `// ${tag}: ${title}. Importing this registers nothing; see ${folder}.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { ${component} as ${component}Content } from './${folder}'
export { type ${component}Props } from './${folder}'

/** <${tag}> as a React component: in its own shadow root, styled and themed like the element. */
export const ${component} = framedWidget(${component}Content)
`,
    ],
    [
      `${dir}/${folder}.stories.tsx`,
      `import type { Story, StoryDefault } from '@ladle/react'
import { fixtureStands } from '../../ladle/fixture-season'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ${component} } from './${folder}'

export default { title: 'Widgets / ${title}' } satisfies StoryDefault

/** The fixture season's first stand, from the stories' fake API. */
const STAND = fixtureStands()[0]?.id

export const Default: Story = () => (
  <WidgetFrame theme="light">
    <${component} locationId={STAND} />
  </WidgetFrame>
)
/** A location id no location has. */
export const NotFound: Story = () => (
  <WidgetFrame theme="light">
    <${component} locationId="NO-SUCH-STAND" />
  </WidgetFrame>
)
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <${component} locationId={STAND} />
  </WidgetFrame>
)
`,
    ],
    [
      `${dir}/${folder}.test.tsx`,
      `// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './${folder}.element'

const oakdale = fakeLocation('LOAK1', 'Oakdale – E F St', 'America/Los_Angeles', [2025])

describe('<${tag}>', () => {
  setUpElementTests()

  it('shows the location its location-id names, from the locations answer', async () => {
    const { root, api } = mountElement('${tag}', { 'location-id': 'LOAK1' }, fakeApi([oakdale], {}))
    const ui = within(root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByRole('heading', { name: '${title}' })).toBeInTheDocument())
    expect(ui.getByText('Oakdale – E F St')).toBeInTheDocument()
    expect(api.calls).toEqual(['/square/locations'])
  })

  it('says so when no location has the id', async () => {
    const { root } = mountElement('${tag}', { 'location-id': 'NOPE' }, fakeApi([oakdale], {}))
    await waitFor(() => expect(within(root as unknown as HTMLElement).getByRole('alert')).toHaveTextContent('The location with ID NOPE could not be found.'))
  })
})
`,
    ],
  ])
}

/** The admin page showing the widget: shell/screens/admin-<folder>.tsx. */
export function adminScreenFile(names: WidgetNames): [string, string] {
  const { folder, tag, component, title } = names
  return [
    `shell/screens/admin-${folder}.tsx`,
    `// /admin/${folder}: ${title}.
import '../../widgets/${folder}/${folder}.element'
import { useElementContext } from '../app/element-context'

export default function Admin${component}Screen() {
  return <${tag} {...useElementContext()} />
}
`,
  ]
}
