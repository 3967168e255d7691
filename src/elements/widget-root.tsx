// The one root every widget renders under, whether as a custom element (defineWidget), in a Ladle
// story or in a test: it provides the widget's context and API client, follows the page's session
// and swaps the widget for a sign-in prompt while signed out.
//
// Signed out means: the page's session store says so (stored-session widgets: a 401 anywhere on the
// page, a sign-out in another tab), or the server refused this widget's explicit `token`. Each time
// a widget becomes signed out it emits fw-unauthorized; with `signInPrompt` off (the shell, which
// redirects to its own sign-in page) it shows only a line saying so. The widget is unmounted while
// signed out, so after a sign-in it mounts afresh and asks the API again.
//
// The sign-in prompt itself is built on the ui-kit, which the core cannot import: the widget kit
// passes it in (`signInView`; widgets/widget-kit/element/define-widget.ts gives every widget its own).
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { defaultApiBase } from '../api/api-base'
import { createApiClient, type ApiClient } from '../api/client'
import type { AuthSession } from '../contract/auth'
import { $session, ensureSessionRestored, sessionRefused, sessionStored } from '../stores/session'
import { usePrefersDark } from './color-scheme'
import { widgetEvent, type EmitOptions, type FwEvent, type FwEventDetails, type FwEventName } from './events'
import { SignedOutNotice } from './signed-out-notice'
import { resolveTheme, type ThemeName } from './theme'
import { WidgetApiContext } from './widget-api'
import { WidgetContext, type WidgetContextValue } from './widget-context'

/** What the sign-in prompt of a signed-out widget is given. */
export interface SignInPromptProps {
  /** The client whose api-base the form signs in against. */
  api: ApiClient
  /** Called with the new session once it is stored. */
  onSignedIn: (session: AuthSession) => void
}

export interface WidgetRootProps {
  apiBase?: string
  /** An explicit bearer token; without one, requests use the page's stored session. */
  token?: string
  theme?: ThemeName
  host?: HTMLElement | null
  shadowRoot?: ShadowRoot | null
  portalContainer?: HTMLElement | null
  /** How the widget writes its links (`/stats/details/location/{id}/stats`). */
  linkTemplate?: string
  /** Show the widget's own sign-in prompt when signed out; default true. */
  signInPrompt?: boolean
  /** What the prompt draws (the widget kit's SignInPrompt); without one, a signed-out line shows. */
  signInView?: ComponentType<SignInPromptProps>
  /** Hears every event the widget emits (plain React use), typed by name; may cancel a cancelable one. */
  onEvent?: (event: FwEvent) => void
  /** Injected fetch, for stories and tests. */
  fetch?: typeof fetch
  children?: ReactNode
}

export function WidgetRoot(props: WidgetRootProps) {
  const { host = null, shadowRoot = null, portalContainer = null, linkTemplate, signInPrompt = true, signInView: SignInView, children } = props
  const theme = props.theme ?? 'system'
  const apiBase = props.apiBase?.trim() || defaultApiBase()
  const prefersDark = usePrefersDark()
  useState(ensureSessionRestored)
  const session = useStore($session)
  // A token from this widget's own prompt replaces an explicit token the server refused.
  const [promptToken, setPromptToken] = useState<string | undefined>()
  const token = promptToken ?? (props.token || undefined)
  const [tokenRefused, setTokenRefused] = useState(false)
  const signedOut = token ? tokenRefused : session.status === 'unauthenticated'

  const onEventRef = useRef(props.onEvent)
  onEventRef.current = props.onEvent
  const emit = useCallback(
    <Name extends FwEventName>(name: Name, detail: FwEventDetails[Name], options?: EmitOptions) => {
      const event = widgetEvent(name, detail, options)
      host?.dispatchEvent(event)
      onEventRef.current?.(event as FwEvent)
      return !event.defaultPrevented
    },
    [host],
  )

  const api = useMemo(
    () =>
      createApiClient({
        apiBase,
        token,
        fetch: props.fetch,
        onUnauthorized: () => (token ? setTokenRefused(true) : sessionRefused()),
      }),
    [apiBase, token, props.fetch],
  )

  // Each time the widget becomes signed out its host hears it once. The widget itself is unmounted
  // meanwhile, so when the session comes back it mounts afresh and asks the API again.
  useEffect(() => {
    if (signedOut) emit('fw-unauthorized', { apiBase })
  }, [signedOut, apiBase, emit])

  const onSignedIn = useCallback(
    (signedIn: AuthSession) => {
      if (token) {
        setPromptToken(signedIn.access_token)
        setTokenRefused(false)
      }
      sessionStored()
      emit('fw-signed-in', { username: signedIn.user.username })
    },
    [token, emit],
  )

  const value = useMemo<WidgetContextValue>(
    () => ({ apiBase, token, theme, resolvedTheme: resolveTheme(theme, prefersDark), host, shadowRoot, portalContainer, linkTemplate, emit }),
    [apiBase, token, theme, prefersDark, host, shadowRoot, portalContainer, linkTemplate, emit],
  )

  const content = !signedOut ? (
    children
  ) : signInPrompt && SignInView ? (
    <SignInView api={api} onSignedIn={onSignedIn} />
  ) : (
    <SignedOutNotice />
  )
  return (
    <WidgetContext.Provider value={value}>
      <WidgetApiContext.Provider value={api}>{content}</WidgetApiContext.Provider>
    </WidgetContext.Provider>
  )
}
