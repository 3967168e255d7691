// One story per fw-* tag (ladle/elements.stories.tsx is generated from the manifest): the real
// element, registered by its own module as a page would load it, with its attributes as Ladle
// controls and its api-base on a fake API of its own; the events it emits (fw-navigate cancelled,
// so the story stays); the HTML the controls amount to; and its reference from custom-elements.json.
import type { Story } from '@ladle/react'
import { createElement, useEffect, useRef, useState } from 'react'
import manifestJson from '../custom-elements.json'
import type { CemCustomElement, CemMethod, CustomElementsManifest } from '../scripts/elements-manifest/manifest'
import { defineStyles } from '../src/elements/style-sheets'
import { useStyles } from '../src/elements/use-styles'
import { useWidget } from '../src/elements/widget-context'
import { Button } from '../widgets/ui-kit'
import { WIDGETS } from '../widgets/widget-list'
import { ElementReference } from './element-reference'
import { newFixtureApi } from './fixture-api'
import { attributesFrom, playgroundArgs, playgroundArgTypes, type PlaygroundArgs } from './playground-args'

const manifest = manifestJson as CustomElementsManifest
const declarations = manifest.modules.flatMap((module) => module.declarations)
/** The theme tokens: the custom properties every element has. */
const tokens = new Set(
  declarations[0]?.cssProperties.filter((property) => declarations.every((element) => element.cssProperties.some((other) => other.name === property.name))).map((property) => property.name),
)
const loaders = new Map<string, () => Promise<unknown>>(WIDGETS.flatMap((entry) => Object.entries(entry.elements)))

const playgroundStyles = defineStyles(
  `
.fw-playground { display: grid; gap: 1rem; }
.fw-playground__summary { margin: 0; color: var(--fw-muted-fg); }
.fw-playground__stage { border: 1px dashed var(--fw-border); border-radius: var(--fw-radius); padding: 12px; min-height: 80px; }
.fw-playground__code { margin: 0; padding: 0.5rem 0.75rem; background: var(--fw-surface); border-radius: var(--fw-radius); font: 0.8rem/1.4 var(--fw-font-mono); white-space: pre-wrap; overflow-wrap: anywhere; }
.fw-playground__methods { display: flex; gap: 0.5rem; }
.fw-playground__events { margin: 0; padding-left: 1.25rem; font: 0.8rem/1.4 var(--fw-font-mono); color: var(--fw-muted-fg); }
`,
  'page',
)

function declarationOf(tag: string): CemCustomElement {
  const found = declarations.find((declaration) => declaration.tagName === tag)
  if (!found) throw new Error(`${tag} is not in custom-elements.json`)
  return found
}

/** Registers the tag by importing its element module, as the autoloader would. */
function useDefined(tag: string): boolean {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined)
  useEffect(() => {
    if (defined) return
    void loaders.get(tag)?.().then(() => setDefined(true))
  }, [tag, defined])
  return defined
}

/** The events the element emits, newest first; fw-navigate is cancelled so the story stays put. */
function useEventLog(element: CemCustomElement, target: React.RefObject<HTMLElement | null>): string[] {
  const [log, setLog] = useState<string[]>([])
  useEffect(() => {
    const node = target.current
    if (!node) return
    const listener = (event: Event) => {
      if (event.type === 'fw-navigate') event.preventDefault()
      setLog((previous) => [`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`, ...previous].slice(0, 8))
    }
    const names = element.events.map((event) => event.name)
    for (const name of names) node.addEventListener(name, listener)
    return () => {
      for (const name of names) node.removeEventListener(name, listener)
    }
  }, [element, target])
  return log
}

export function ElementPlayground({ tag, args }: { tag: string; args: PlaygroundArgs }) {
  useStyles(playgroundStyles)
  const element = declarationOf(tag)
  const defined = useDefined(tag)
  const [fixture] = useState(newFixtureApi)
  const { theme } = useWidget()
  const ref = useRef<HTMLElement>(null)
  const log = useEventLog(element, ref)
  // Methods a reader can call without arguments (fw-fireworks' trigger()).
  const methods = element.members.filter((member): member is CemMethod => member.kind === 'method' && member.parameters.every((parameter) => parameter.optional))
  const attributes = attributesFrom(element, args, fixture.apiBase)
  // Without a theme of its own the element follows the story's (Ladle's theme switch).
  if (!attributes.some(([name]) => name === 'theme')) attributes.push(['theme', theme])
  const html = `<${tag}${attributes.map(([name, value]) => ` ${name}="${value}"`).join('')}></${tag}>`
  return (
    <div className="fw-playground">
      <p className="fw-playground__summary">{element.summary}</p>
      <div className="fw-playground__stage" data-defined={defined || undefined}>
        {createElement(tag, { ref, ...Object.fromEntries(attributes) })}
      </div>
      {methods.length > 0 ? (
        <div className="fw-playground__methods">
          {methods.map((method) => (
            <Button key={method.name} onClick={() => (ref.current as unknown as Record<string, () => void> | null)?.[method.name]?.()}>
              {method.name}()
            </Button>
          ))}
        </div>
      ) : null}
      <pre className="fw-playground__code" aria-label="HTML">
        {html}
      </pre>
      {log.length > 0 ? (
        <ol className="fw-playground__events" aria-label="Events">
          {log.map((entry, index) => (
            <li key={`${log.length - index}`}>{entry}</li>
          ))}
        </ol>
      ) : null}
      <ElementReference element={element} tokens={tokens} />
    </div>
  )
}

/** The story of one tag, its controls made from the manifest. */
export function elementStory(tag: string): Story<PlaygroundArgs> {
  const story: Story<PlaygroundArgs> = (args) => <ElementPlayground tag={tag} args={args} />
  story.args = playgroundArgs(declarationOf(tag))
  story.argTypes = playgroundArgTypes(declarationOf(tag))
  return story
}
