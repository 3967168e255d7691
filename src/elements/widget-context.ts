// What a widget component can read about where it runs: the API (base, token), the theme, its
// host element and shadow root (popovers portal into `portalContainer`, never document.body),
// how its links are written (`linkTemplate`), whether it may show its own sign-in prompt, and
// `emit` for its fw-* events. WidgetRoot (./widget-root) provides it for elements, stories and
// tests alike.
//
// Nothing here runs at import time beyond creating the context: a chart that only portals its
// tooltip (useWidget) must not carry the API client and its contract schemas into its bundle.
import { createContext, useContext } from 'react'
import { defaultApiBase } from '../api/api-base'
import type { EmitOptions, FwEventDetails, FwEventName } from './events'
import type { ResolvedTheme, ThemeName } from './theme'

export interface WidgetContextValue {
  apiBase: string
  /** The explicit token, when one was given; otherwise requests use the stored session. */
  token: string | undefined
  /**
   * The token requests carry now: the explicit one (or the successor it was renewed into), else the
   * page's stored session's. The same function for the widget's life: hand it to what reads a token
   * later (the live connection, at each connect).
   */
  readToken: () => string | undefined
  /** The widget reads with a host's embed token: it sees only that token's locations. */
  readsWithEmbedToken: boolean
  theme: ThemeName
  /** The palette in use (`system` resolved through prefers-color-scheme). */
  resolvedTheme: ResolvedTheme
  /** The custom element, or null when rendered as a plain React component. */
  host: HTMLElement | null
  shadowRoot: ShadowRoot | null
  /** Where popovers and dialogs portal to; null means document.body (plain React). */
  portalContainer: HTMLElement | null
  /** The element's `link-template` (`/stats/details/location/{id}/stats`), if the host gave one. */
  linkTemplate: string | undefined
  /**
   * Dispatches a bubbling, composed fw-* event from the host (and to the root's onEvent); returns
   * false when a cancelable event was cancelled.
   */
  emit: <Name extends FwEventName>(name: Name, detail: FwEventDetails[Name], options?: EmitOptions) => boolean
}

export const DEFAULT_WIDGET_CONTEXT: WidgetContextValue = {
  apiBase: defaultApiBase(),
  token: undefined,
  readToken: () => undefined,
  readsWithEmbedToken: false,
  theme: 'system',
  resolvedTheme: 'light',
  host: null,
  shadowRoot: null,
  portalContainer: null,
  linkTemplate: undefined,
  emit: () => true,
}

export const WidgetContext = createContext<WidgetContextValue>(DEFAULT_WIDGET_CONTEXT)

/** Reads the widget's context. */
export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext)
}
