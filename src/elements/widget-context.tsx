// What a widget component can read about where it runs: the API (base, token; the client through
// useWidgetApi), the theme, its host element and shadow root (popovers portal into
// `portalContainer`, never document.body), and `emit` for its fw-* events. Custom elements
// provide it through defineWidget; React apps and stories may wrap widgets in <WidgetProvider>.
//
// Nothing here runs at import time beyond creating the contexts: a chart that only portals its
// tooltip (useWidget) must not carry the API client and its contract schemas into its bundle.
import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import type { AuthSession } from '../contract/auth'
import { AUTH_TOKEN_KEY } from '../contract/auth'
import { defaultApiBase } from '../api/api-base'
import { createApiClient } from '../api/client'
import type { ApiClient } from '../api/client'
import { SignInPrompt } from './sign-in-prompt'
import { resolveTheme } from './theme'
import type { ResolvedTheme, ThemeName } from './theme'

/** Every widget event is named fw-… (DESIGN §5). */
export type WidgetEventName = `fw-${string}`

export interface WidgetContextValue {
  apiBase: string
  /** The explicit token, when one was given; otherwise requests use the stored session. */
  token: string | undefined
  theme: ThemeName
  /** The palette in use (`system` resolved through prefers-color-scheme). */
  resolvedTheme: ResolvedTheme
  /** The custom element, or null when rendered as a plain React component. */
  host: HTMLElement | null
  shadowRoot: ShadowRoot | null
  /** Where popovers and dialogs portal to; null means document.body (plain React). */
  portalContainer: HTMLElement | null
  /** Dispatches a CustomEvent that bubbles and crosses the shadow boundary. */
  emit: (name: WidgetEventName, detail?: unknown) => void
}

const defaultValue: WidgetContextValue = {
  apiBase: defaultApiBase(),
  token: undefined,
  theme: 'system',
  resolvedTheme: 'light',
  host: null,
  shadowRoot: null,
  portalContainer: null,
  emit: () => undefined,
}

export const WidgetContext = createContext<WidgetContextValue>(defaultValue)
/** The provider's client; null outside a provider. */
const WidgetApiContext = createContext<ApiClient | null>(null)

/** Reads the widget's context. */
export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext)
}

/**
 * The widget's API client: inside a widget, 401s show the sign-in prompt and emit
 * fw-unauthorized; outside any provider, a plain client for the context's api-base and token.
 */
export function useWidgetApi(): ApiClient {
  const provided = useContext(WidgetApiContext)
  const { apiBase, token } = useContext(WidgetContext)
  const detached = useMemo(() => (provided ? null : createApiClient({ apiBase, token })), [provided, apiBase, token])
  return provided ?? (detached as ApiClient)
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof matchMedia === 'undefined') return () => undefined
  const query = matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function systemPrefersDark(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia(DARK_QUERY).matches
}

/** Dispatched on the host after the prompt stores a session, so other widgets recover too. */
export const SIGNED_IN_EVENT = 'fw-signed-in'
export const UNAUTHORIZED_EVENT = 'fw-unauthorized'

export interface WidgetProviderProps {
  apiBase?: string
  token?: string
  theme?: ThemeName
  host?: HTMLElement | null
  shadowRoot?: ShadowRoot | null
  portalContainer?: HTMLElement | null
  /** Receives every emitted event (plain React use; elements dispatch on their host as well). */
  onEvent?: (name: WidgetEventName, detail: unknown) => void
  /** Show the sign-in prompt after a 401; default true. */
  signInPrompt?: boolean
  /** Injected fetch, for stories and tests. */
  fetch?: typeof fetch
  children?: ReactNode
}

/** Provides the context, and swaps the children for the sign-in prompt while signed out. */
export function WidgetProvider(props: WidgetProviderProps) {
  const { host = null, shadowRoot = null, portalContainer = null, onEvent, signInPrompt = true, children } = props
  const theme = props.theme ?? 'system'
  const apiBase = props.apiBase?.trim() || defaultApiBase()
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false)
  const [signedOut, setSignedOut] = useState(false)
  // Bumped after a sign-in so the widget mounts afresh and fetches again.
  const [generation, setGeneration] = useState(0)
  // A token obtained through the prompt replaces an explicit token that the server refused.
  const [promptToken, setPromptToken] = useState<string | undefined>()
  const token = promptToken ?? (props.token || undefined)

  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  const emit = useCallback(
    (name: WidgetEventName, detail?: unknown) => {
      host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
      onEventRef.current?.(name, detail)
    },
    [host],
  )

  const signedOutRef = useRef(false)
  const api = useMemo(
    () =>
      createApiClient({
        apiBase,
        token,
        fetch: props.fetch,
        onUnauthorized: () => {
          if (signedOutRef.current) return
          signedOutRef.current = true
          emit(UNAUTHORIZED_EVENT, { apiBase })
          setSignedOut(true)
        },
      }),
    [apiBase, token, props.fetch, emit],
  )

  const recover = useCallback(() => {
    signedOutRef.current = false
    setSignedOut(false)
    setGeneration((n) => n + 1)
  }, [])

  // A sign-in elsewhere (another widget here, or another tab) ends this widget's prompt too.
  useEffect(() => {
    if (!signedOut || typeof window === 'undefined') return
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_KEY && event.newValue) recover()
    }
    window.addEventListener(SIGNED_IN_EVENT, recover)
    window.addEventListener('storage', onStorage)
    return () => {
      window.removeEventListener(SIGNED_IN_EVENT, recover)
      window.removeEventListener('storage', onStorage)
    }
  }, [signedOut, recover])

  const onSignedIn = useCallback(
    (session: AuthSession) => {
      if (props.token) setPromptToken(session.access_token)
      emit(SIGNED_IN_EVENT, { username: session.user.username })
      recover()
    },
    [props.token, emit, recover],
  )

  const value = useMemo<WidgetContextValue>(
    () => ({
      apiBase,
      token,
      theme,
      resolvedTheme: resolveTheme(theme, prefersDark),
      host,
      shadowRoot,
      portalContainer,
      emit,
    }),
    [apiBase, token, theme, prefersDark, host, shadowRoot, portalContainer, emit],
  )

  return (
    <WidgetContext.Provider value={value}>
      <WidgetApiContext.Provider value={api}>
        {signedOut && signInPrompt ? <SignInPrompt api={api} onSignedIn={onSignedIn} /> : <Fragment key={generation}>{children}</Fragment>}
      </WidgetApiContext.Provider>
    </WidgetContext.Provider>
  )
}
