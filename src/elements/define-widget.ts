// defineWidget(): turns a React component into a custom element (DESIGN §5, after Shoelace).
//
//   // widgets/location-stats/location-stats.element.ts — the only file that registers the tag
//   import styles from './location-stats.css?inline'
//   defineWidget('fw-location-stats', LocationStats, {
//     attributes: { 'location-id': 'string', years: 'list', days: 'string' },
//     properties: ['orders'],                       // non-string values, set from JavaScript
//     events: [{ prop: 'onYearSelect', event: 'fw-year-select' }],
//     styles: [styles],
//   })
//
// - One open shadow root, attached once; the React root renders into a `.fw-root` div in it and
//   popovers portal into a sibling `.fw-portal` div (WidgetContext.portalContainer).
// - Kebab-case attributes become typed props (attributes.ts); removing one resets the prop to the
//   component's default. Every attribute's prop and every `properties` name is also a JS property;
//   the last write (attribute or property) wins.
// - Every element also takes `api-base`, `token` and `theme` (light | dark | system), which go to
//   the WidgetContext, not to the component.
// - Callback props listed in `events` dispatch fw-* CustomEvents that bubble and are composed;
//   components may also call `useWidget().emit(name, detail)`.
// - Styles: the base theme sheet, the sign-in prompt's, then the widget's, via adoptedStyleSheets.
// - Defining a tag twice is a no-op; moving an element keeps its React state (unmounting waits a
//   microtask and is cancelled by a reconnect).
import { createElement } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { normaliseAttributes, parseAttribute } from './attributes'
import type { AttributeSpec, AttributeTable } from './attributes'
import { signInPromptStyles } from './sign-in-prompt'
import { adoptStyles } from './style-sheets'
import { baseStyles, parseTheme } from './theme'
import { WidgetProvider } from './widget-context'
import type { WidgetEventName } from './widget-context'

/** Every widget tag is named fw-… */
export type WidgetTagName = `fw-${string}`

/** A callback prop of the component that, when called, dispatches `event` with its argument as detail. */
export interface WidgetEventSpec<Prop extends string = string> {
  prop: Prop
  event: WidgetEventName
}

export interface WidgetDefinition<P> {
  /** Attribute name → type (prop = camelCase name) or {prop, type}. */
  attributes?: Record<string, AttributeSpec<keyof P & string>['type'] | AttributeSpec<keyof P & string>>
  /** Props settable only as JS properties (arrays, objects, functions). */
  properties?: readonly (keyof P & string)[]
  /** Events: a bare name documents one the component emits through useWidget().emit. */
  events?: readonly (WidgetEventName | WidgetEventSpec<keyof P & string>)[]
  /** CSS texts loaded into the shadow root after the base sheet. */
  styles?: readonly string[]
}

/** Attributes every widget element takes; they configure the context, not the component. */
const CONTEXT_ATTRIBUTES = new Map<string, AttributeSpec>([
  ['api-base', { prop: 'apiBase', type: 'string' }],
  ['token', { prop: 'token', type: 'string' }],
  ['theme', { prop: 'theme', type: 'string' }],
])

/** The element class defineWidget creates (for typing `document.createElement` results). */
export interface WidgetElement extends HTMLElement {
  apiBase: string | undefined
  token: string | undefined
  theme: string | undefined
  [prop: string]: unknown
}

/**
 * Registers `tagName` for `Component` and returns its class; returns the existing class when the
 * tag is already defined, and undefined where there is no DOM (server imports).
 */
export function defineWidget<P extends object>(
  tagName: WidgetTagName,
  Component: ComponentType<P>,
  definition: WidgetDefinition<P> = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined
  const existing = customElements.get(tagName)
  if (existing) return existing

  const componentAttributes = normaliseAttributes((definition.attributes ?? {}) as AttributeTable)
  for (const name of componentAttributes.keys()) {
    if (CONTEXT_ATTRIBUTES.has(name)) throw new Error(`${tagName}: "${name}" is reserved for every widget`)
  }
  const allAttributes = new Map([...CONTEXT_ATTRIBUTES, ...componentAttributes])
  const contextProps = new Set([...CONTEXT_ATTRIBUTES.values()].map((spec) => spec.prop))
  const propertyNames = new Set<string>([
    ...[...allAttributes.values()].map((spec) => spec.prop),
    ...(definition.properties ?? []),
  ])
  const eventProps: WidgetEventSpec[] = []
  for (const entry of definition.events ?? []) if (typeof entry !== 'string') eventProps.push(entry)
  const styles = [baseStyles, signInPromptStyles, ...(definition.styles ?? [])]

  class FwWidgetElement extends HTMLElement {
    static readonly observedAttributes = [...allAttributes.keys()]

    readonly #shadow: ShadowRoot
    readonly #mount: HTMLDivElement
    readonly #portal: HTMLDivElement
    #root: Root | null = null
    /** Current values of every prop, from attributes or properties. */
    readonly #values = new Map<string, unknown>()
    /** Callback props that turn into events, made once so React sees stable functions. */
    readonly #eventHandlers: Record<string, (detail?: unknown) => void> = {}

    constructor() {
      super()
      this.#shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      adoptStyles(this.#shadow, styles)
      this.#mount = document.createElement('div')
      this.#mount.className = 'fw-root'
      this.#portal = document.createElement('div')
      this.#portal.className = 'fw-portal'
      this.#shadow.append(this.#mount, this.#portal)
      for (const { prop, event } of eventProps) {
        this.#eventHandlers[prop] = (detail?: unknown) =>
          this.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true }))
      }
      // A property set before the tag was defined sits on the instance and would hide the
      // accessor: move it through the accessor instead.
      for (const name of propertyNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as Record<string, unknown>)[name]
          delete (this as Record<string, unknown>)[name]
          ;(this as Record<string, unknown>)[name] = value
        }
      }
    }

    connectedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      // A move is a disconnect followed at once by a connect: only unmount if still detached.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = null
      })
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const spec = allAttributes.get(name)
      if (!spec) return
      this.#set(spec.prop, parseAttribute(spec.type, value))
    }

    #set(prop: string, value: unknown) {
      if (value === undefined) this.#values.delete(prop)
      else this.#values.set(prop, value)
      this.#render()
    }

    #get(prop: string): unknown {
      return this.#values.get(prop)
    }

    #render() {
      if (!this.isConnected) return
      this.#root ??= createRoot(this.#mount)
      const componentProps: Record<string, unknown> = { ...this.#eventHandlers }
      for (const [prop, value] of this.#values) {
        if (!contextProps.has(prop)) componentProps[prop] = value
      }
      this.#root.render(
        createElement(
          WidgetProvider,
          {
            apiBase: this.#get('apiBase') as string | undefined,
            token: this.#get('token') as string | undefined,
            theme: parseTheme(this.#get('theme')),
            host: this,
            shadowRoot: this.#shadow,
            portalContainer: this.#portal,
          },
          createElement(Component, componentProps as P),
        ),
      )
    }

    static {
      for (const name of propertyNames) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: FwWidgetElement) {
            return this.#get(name)
          },
          set(this: FwWidgetElement, value: unknown) {
            this.#set(name, value)
          },
        })
      }
    }
  }

  customElements.define(tagName, FwWidgetElement)
  return FwWidgetElement
}
