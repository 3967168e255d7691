// A page styling widgets from outside through their parts (docs/elements/README.md#parts): the
// page's own stylesheet reaches into each shadow root only where the widget names a part, so
// these rules restyle headers, titles, charts and tables and nothing else.
import type { Story, StoryDefault } from '@ladle/react'
import { ElementPlayground } from './element-playground'
import { playgroundArgs, type PlaygroundArgs } from './playground-args'
import manifestJson from '../custom-elements.json'
import type { CustomElementsManifest } from '../scripts/elements-manifest/manifest'

export default { title: 'Embedding / Parts' } satisfies StoryDefault

const TAG = 'fw-top-items'
const element = (manifestJson as CustomElementsManifest).modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === TAG)!

/** The page's CSS: only `::part()` rules, which the widget's own sheet leaves alone otherwise. */
const PAGE_CSS = `
${TAG}::part(header) { border-bottom: 2px solid var(--fw-accent, #1d4ed8); padding-bottom: 4px; }
${TAG}::part(title) { text-transform: uppercase; letter-spacing: 0.04em; }
${TAG}::part(chart) { outline: 1px dashed var(--fw-accent, #1d4ed8); outline-offset: 4px; }
${TAG}::part(table) { border: 1px solid var(--fw-accent, #1d4ed8); }
`

/** fw-top-items on the fixture season, its headers, titles, charts and table restyled by the page. */
export const StyledFromThePage: Story<PlaygroundArgs> = (args) => (
  <>
    <style>{PAGE_CSS}</style>
    <ElementPlayground tag={TAG} args={args} />
  </>
)
StyledFromThePage.args = playgroundArgs(element)
