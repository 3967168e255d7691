// An element's reference as its story shows it, straight from custom-elements.json: attributes,
// properties and methods, events with their detail types, and CSS custom properties.
import type { CemCustomElement, CemMethod } from '../scripts/elements-manifest/manifest'
import { defineStyles } from '../src/elements/style-sheets'
import { useStyles } from '../src/elements/use-styles'

const referenceStyles = defineStyles(
  `
.fw-reference h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
.fw-reference table { border-collapse: collapse; width: 100%; font-size: 0.85rem; }
.fw-reference th, .fw-reference td { text-align: left; vertical-align: top; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--fw-border); }
.fw-reference th { color: var(--fw-muted-fg); font-weight: 600; }
.fw-reference code { font-family: var(--fw-font-mono); font-size: 0.8rem; overflow-wrap: anywhere; }
.fw-reference p { color: var(--fw-muted-fg); margin: 0.25rem 0; }
`,
  'page',
)

function Table({ head, rows }: { head: string[]; rows: (string | null)[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>{index < row.length - 1 && cell ? <code>{cell}</code> : cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ElementReference({ element, tokens }: { element: CemCustomElement; tokens: ReadonlySet<string> }) {
  useStyles(referenceStyles)
  const methods = element.members.filter((member): member is CemMethod => member.kind === 'method')
  const own = element.cssProperties.filter((property) => !tokens.has(property.name))
  return (
    <section className="fw-reference" aria-label={`${element.tagName} reference`}>
      <h3>Attributes</h3>
      <Table head={['Attribute', 'Type', 'Description']} rows={element.attributes.map((attribute) => [attribute.name, attribute.type.text, attribute.description])} />
      <h3>Properties</h3>
      <Table
        head={['Property', 'Type', 'Description']}
        rows={element.members.map((member) =>
          member.kind === 'field' ? [member.name, member.type.text, member.description] : [`${member.name}()`, `(${member.parameters.map((parameter) => `${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type.text}`).join(', ')}) => ${member.return.type.text}`, member.description],
        )}
      />
      {methods.length > 0 ? <p>Methods are called on the element: {methods.map((method) => `${method.name}()`).join(', ')}.</p> : null}
      <h3>Events</h3>
      <Table head={['Event', 'Type', 'Description']} rows={element.events.map((event) => [event.name, event.type.text, event.description])} />
      <h3>CSS custom properties</h3>
      {own.length > 0 ? <Table head={['Property', 'Default', 'Description']} rows={own.map((property) => [property.name, property.default ?? null, property.description])} /> : null}
      <p>
        And the {tokens.size} theme tokens (--fw-accent, --fw-bg, --fw-fg …): set one on the element to override the theme's value. See docs/elements/{element.tagName}.md.
      </p>
    </section>
  )
}
