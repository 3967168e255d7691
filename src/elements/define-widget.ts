// defineWidget(): turns a React component into a custom element (docs/architecture.md#conventions, after Shoelace).
//
//   // widgets/location-stats/location-stats.element.ts — the only file that registers the tag
//   defineWidget('fw-location-stats', LocationStats, {
//     attributes: SEASON_SELECTION_ATTRIBUTES,         // location-id, years, days
//     properties: ['orders'],                          // non-string values, set from JavaScript
//     events: [{ prop: 'onCompareChange', event: 'fw-compare-change' }],
//   })
//
// - One open shadow root, attached once; the React root renders into a `.fw-root` div in it and
//   popovers portal into a sibling `.fw-portal` div (WidgetContext.portalContainer).
// - Kebab-case attributes become typed props (attributes.ts); removing one resets the prop to the
//   component's default. Every attribute's prop and every `properties` name is also a JS property;
//   the last write (attribute or property) wins. A `reflect`ed attribute's property writes the
//   attribute, so CSS that selects on it follows (`el.theme = 'dark'` recolours).
// - Every element also takes the context attributes (context-attributes.ts), which go to its
//   WidgetRoot, not to the component: `api-base`, `token`, `theme` (light | dark | system,
//   reflected), `link-template` (how its links are written) and `sign-in-prompt` ("off": emit
//   fw-unauthorized and show no prompt, for hosts that sign in themselves), and the property
//   `tokenProvider` (a function minting a new embed token, for hosts that mint their own).
// - Callback props listed in `events` dispatch their fw-* event (events.ts); components may also
//   call `useWidget().emit(name, detail)`.
// - Styles: the base theme sheet here; every other sheet arrives with the module that renders it
//   (useStyles).
// - Defining a tag twice is a no-op; moving an element keeps its React state (unmounting waits a
//   microtask and is cancelled by a reconnect).
import { createElement } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { formatAttribute, normaliseAttributes, parseAttribute } from './attributes'
import type { AttributeSpec, AttributeTable } from './attributes'
import { CONTEXT_ATTRIBUTES, CONTEXT_PROPERTIES } from './context-attributes'
import { widgetEvent, type FwEventName } from './events'
import { adoptStyles } from './style-sheets'
import { baseStyles, parseTheme } from './theme'
import { WidgetRoot, type SignInPromptProps } from './widget-root'

/** Every widget tag is named fw-… */
export type WidgetTagName = `fw-${string}`

/** A callback prop of the component that, when called, dispatches `event` with its argument as detail. */
export interface WidgetEventSpec<Prop extends string = string> {
  prop: Prop
  event: FwEventName
}

export interface WidgetDefinition<P> {
  /** Attribute name → type (prop = camelCase name) or {prop, type, reflect}. */
  attributes?: Record<string, AttributeSpec<keyof P & string>['type'] | AttributeSpec<keyof P & string>>
  /** Props settable only as JS properties (arrays, objects, functions). */
  properties?: readonly (keyof P & string)[]
  /** Events: a bare name documents one the component emits through useWidget().emit. */
  events?: readonly (FwEventName | WidgetEventSpec<keyof P & string>)[]
  /** The sign-in prompt a signed-out element shows (WidgetRoot's `signInView`). */
  signInView?: ComponentType<SignInPromptProps>
}

/** The element class defineWidget creates, with the props of its component as properties. */
export type WidgetElement<P = Record<string, unknown>> = HTMLElement &
  Partial<Omit<P, keyof HTMLElement>> & {
    apiBase: string | undefined
    token: string | undefined
    theme: string | undefined
    linkTemplate: string | undefined
    signInPrompt: string | undefined
    /**
     * Mints a new embed token when the one in use ends soon, for hosts that mint their own (their
     * back end exchanging its embedding key again): `el.tokenProvider = () => fetch('/my/token').then((r) => r.text())`.
     * Without it the widget renews its token from the dashboard server.
     */
    tokenProvider: (() => Promise<string>) | undefined
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
  const reflected = new Map([...allAttributes].filter(([, spec]) => spec.reflect).map(([attribute, spec]) => [spec.prop, { attribute, spec }]))
  const propertyNames = new Set<string>([
    ...[...allAttributes.values()].map((spec) => spec.prop),
    ...CONTEXT_PROPERTIES,
    ...(definition.properties ?? []),
  ])
  const eventProps: WidgetEventSpec[] = []
  for (const entry of definition.events ?? []) if (typeof entry !== 'string') eventProps.push(entry)

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
      adoptStyles(this.#shadow, [baseStyles])
      this.#mount = document.createElement('div')
      this.#mount.className = 'fw-root'
      this.#portal = document.createElement('div')
      this.#portal.className = 'fw-portal'
      this.#shadow.append(this.#mount, this.#portal)
      for (const { prop, event } of eventProps) {
        this.#eventHandlers[prop] = (detail?: unknown) => this.dispatchEvent(widgetEvent(event, detail as never))
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

    /** A property write: reflected props go through their attribute, so CSS sees them too. */
    #write(prop: string, value: unknown) {
      const reflection = reflected.get(prop)
      if (!reflection) return this.#set(prop, value)
      const text = formatAttribute(reflection.spec.type, value)
      if (text === null) this.removeAttribute(reflection.attribute)
      else this.setAttribute(reflection.attribute, text)
    }

    #get(prop: string): unknown {
      return this.#values.get(prop)
    }

    #render() {
      if (!this.isConnected) return
      this.#root ??= createRoot(this.#mount)
      const componentProps: Record<string, unknown> = { ...this.#eventHandlers }
      for (const [prop, value] of this.#values) {
        if (!contextProps.has(prop) && !CONTEXT_PROPERTIES.includes(prop)) componentProps[prop] = value
      }
      this.#root.render(
        createElement(
          WidgetRoot,
          {
            apiBase: this.#get('apiBase') as string | undefined,
            token: this.#get('token') as string | undefined,
            tokenProvider: typeof this.#get('tokenProvider') === 'function' ? (this.#get('tokenProvider') as () => Promise<string>) : undefined,
            theme: parseTheme(this.#get('theme')),
            linkTemplate: this.#get('linkTemplate') as string | undefined,
            signInPrompt: this.#get('signInPrompt') !== 'off',
            signInView: definition.signInView,
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
            this.#write(name, value)
          },
        })
      }
    }
  }

  customElements.define(tagName, FwWidgetElement)
  return FwWidgetElement
}
