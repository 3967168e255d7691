// The attributes every widget element takes besides its own (docs/shell-and-widgets.md#down-attributes-up-events): they configure the
// element's WidgetRoot, not its component. The interface says what each accepts and is what the
// Custom Elements Manifest, the per-tag reference and the JSX types read; the table says how each
// is read, and must name exactly the interface's attributes.
import type { AttributeSpec } from './attributes'
import type { ThemeName } from './theme'

/** Each context attribute and the values it accepts. */
export interface ContextAttributeValues {
  /** Where the dashboard's API is (`https://dash.example/api`); default `/api` of the page's origin, or of the server the autoloader came from. */
  'api-base': string
  /** A bearer token for the API: a host page's embed token (from `POST /api/embed/tokens`, renewed by the widget before it ends) or a user's (from `POST /api/auth/login`); without one the widget uses the page's stored session. */
  token: string
  /** The palette: light, dark, or system (the default, following the operating system). Reflected, so CSS may select on it. */
  theme: ThemeName
  /** How the widget writes its links, with `{placeholders}` (`/stats/details/location/{locationId}/stats`); default the dashboard's own paths. */
  'link-template': string
  /** "off": when signed out, emit fw-unauthorized and show only a line saying so, for hosts that sign in themselves; default on (the widget's own sign-in form). */
  'sign-in-prompt': 'on' | 'off'
}

export type ContextAttributeName = keyof ContextAttributeValues

const CONTEXT_ATTRIBUTE_SPECS = {
  'api-base': { prop: 'apiBase', type: 'string' },
  token: { prop: 'token', type: 'string' },
  theme: { prop: 'theme', type: 'string', reflect: true },
  'link-template': { prop: 'linkTemplate', type: 'string' },
  'sign-in-prompt': { prop: 'signInPrompt', type: 'string' },
} as const satisfies { [Name in ContextAttributeName]: AttributeSpec }

/** Attribute → how it is read, for defineWidget. */
export const CONTEXT_ATTRIBUTES: ReadonlyMap<string, AttributeSpec> = new Map(Object.entries(CONTEXT_ATTRIBUTE_SPECS))

/** Properties (not attributes) every element takes for its root: a function minting embed tokens. */
export const CONTEXT_PROPERTIES: readonly string[] = ['tokenProvider']
