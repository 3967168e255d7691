// The one root every widget renders under, whether as a custom element (defineWidget), in a Ladle
// story or in a test: it provides the widget's context and API client, follows the page's session
// (or uses the widget's own token, renewing a host's embed token before it ends) and swaps the
// widget for what it can show instead while it cannot show its content.
//
// Signed out means: the page's session store says so (stored-session widgets: a 401 anywhere on the
// page, a sign-out in another tab), or the server refused this widget's explicit `token`. Each time
// a widget becomes signed out it emits fw-unauthorized; with `signInPrompt` off (the shell, which
// redirects to its own sign-in page) it shows only a line saying so. Before it offers a sign-in form
// it has the page check its server (./use-sign-in-gate): a wrong api-base or an origin the server
// refuses is named instead, and only the first widget of the page to ask draws the form, the others
// pointing at it. A refused embed token is final: no form replaces it. Hosts hear fw-ready when the
// content shows and fw-error when a problem does. The widget is unmounted while signed out, so
// after a sign-in it mounts afresh and asks the API again.
//
// The sign-in prompt itself is built on the ui-kit, which the core cannot import: the widget kit
// passes it in (`signInView`; widgets/widget-kit/element/define-widget.ts gives every widget its own).
import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { defaultApiBase } from '../api/api-base'
import { createApiClient, type ApiClient } from '../api/client'
import { samePlace, serverOriginOf, sessionPlaceFor } from '../api/session-place'
import type { AuthSession } from '../contract/auth'
import type { TokenProvider } from '../stores/embed-tokens'
import { $session, ensureSessionRestored, pageSessionApiBase, pageSessionPlace, sessionRefused, sessionStored } from '../stores/session'
import { usePrefersDark } from './color-scheme'
import { widgetEvent, type EmitOptions, type FwEvent, type FwEventDetails, type FwEventName } from './events'
import { CheckingServer, SetupProblem, TOKEN_REFUSED, WaitingForSignIn } from './setup-notices'
import { SignedOutNotice } from './signed-out-notice'
import { useCredential } from './use-credential'
import { useSignInGate } from './use-sign-in-gate'
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
  /** Mints a new embed token when the one in use ends soon (the host's back end exchanging its key); without it the widget renews the token from the server. */
  tokenProvider?: TokenProvider
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

type WidgetProblem = FwEventDetails['fw-error']

/** Tells the host the widget is signed out (once each time it becomes so). */
function tellSignedOut(emit: WidgetContextValue['emit'], apiBase: string): void {
  emit('fw-unauthorized', { apiBase })
}

/** Said when the page's sign-in is with one dashboard server and this widget names another. */
function anotherServerMessage(pageServer: string, apiBase: string): string {
  return `This page is signed in to the dashboard at ${pageServer}, and this widget's api-base (${apiBase}) names another server: give the widget a token for that server.`
}

export function WidgetRoot(props: WidgetRootProps) {
  const { host = null, shadowRoot = null, portalContainer = null, linkTemplate, signInPrompt = true, signInView: SignInView, children } = props
  const theme = props.theme ?? 'system'
  const apiBase = props.apiBase?.trim() || defaultApiBase()
  const prefersDark = usePrefersDark()
  useState(() => ensureSessionRestored(apiBase))
  const session = useStore($session)
  // The page keeps one session, with the server it first restored it for.
  const sessionHere = samePlace(pageSessionPlace(), sessionPlaceFor(apiBase))

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

  const credential = useCredential({
    apiBase,
    token: props.token,
    tokenProvider: props.tokenProvider,
    fetch: props.fetch,
    onExpiring: (expiresAt) => emit('fw-token-expiring', { expiresAt: new Date(expiresAt).toISOString() }, { cancelable: true }),
  })
  const { mode, readToken, cacheScope, markRefused } = credential
  const api = useMemo(
    () =>
      createApiClient({
        apiBase,
        token: mode === 'token' ? readToken : undefined,
        cacheScope,
        fetch: props.fetch,
        onUnauthorized: () => (mode === 'token' ? markRefused() : sessionRefused()),
      }),
    [apiBase, mode, readToken, cacheScope, props.fetch, markRefused],
  )

  const signedOut = mode === 'token' ? credential.refused : session.status === 'unauthenticated' || !sessionHere
  // Refusals no sign-in form mends.
  const lasting: WidgetProblem | undefined =
    mode === 'token' && credential.isEmbed && credential.refused
      ? { code: 'token-refused', message: TOKEN_REFUSED }
      : mode === 'session' && !sessionHere
        ? { code: 'another-server', message: anotherServerMessage(serverOriginOf(pageSessionApiBase()) ?? pageSessionApiBase(), apiBase) }
        : undefined
  const prompts = signInPrompt && SignInView !== undefined
  const gate = useSignInGate({ active: signedOut && lasting === undefined && prompts, apiBase, host, fetch: props.fetch })
  const problem: WidgetProblem | undefined = lasting ?? (gate.state === 'problem' ? { code: gate.check.status, message: gate.check.message } : undefined)
  const ready = !signedOut && (mode === 'token' || session.status === 'authenticated')

  // Each time the widget becomes signed out its host hears it once. The widget itself is unmounted
  // meanwhile, so when the session comes back it mounts afresh and asks the API again.
  useEffect(() => {
    if (signedOut) tellSignedOut(emit, apiBase)
  }, [signedOut, apiBase, emit])
  useEffect(() => {
    if (ready) emit('fw-ready', { apiBase, credential: mode })
  }, [ready, apiBase, mode, emit])
  const problemCode = problem?.code
  const problemMessage = problem?.message
  useEffect(() => {
    if (problemCode !== undefined && problemMessage !== undefined) emit('fw-error', { code: problemCode, message: problemMessage })
  }, [problemCode, problemMessage, emit])

  const onSignedIn = useCallback(
    (signedIn: AuthSession) => {
      if (mode === 'token') credential.adoptPromptToken(signedIn.access_token)
      sessionStored()
      emit('fw-signed-in', { username: signedIn.user.username })
    },
    [mode, credential.adoptPromptToken, emit],
  )

  const value = useMemo<WidgetContextValue>(
    () => ({
      apiBase,
      token: props.token || undefined,
      readToken: api.currentToken,
      readsWithEmbedToken: mode === 'token' && credential.isEmbed,
      theme,
      resolvedTheme: resolveTheme(theme, prefersDark),
      host,
      shadowRoot,
      portalContainer,
      linkTemplate,
      emit,
    }),
    [apiBase, props.token, api, mode, credential.isEmbed, theme, prefersDark, host, shadowRoot, portalContainer, linkTemplate, emit],
  )

  let content: ReactNode
  if (problem) content = <SetupProblem message={problem.message} />
  else if (!signedOut) content = children
  else if (!prompts || !SignInView) content = <SignedOutNotice />
  else if (gate.state === 'waiting') content = <WaitingForSignIn direction={gate.direction} />
  else if (gate.state === 'prompt') content = <SignInView api={api} onSignedIn={onSignedIn} />
  else content = <CheckingServer />
  return (
    <WidgetContext.Provider value={value}>
      <WidgetApiContext.Provider value={api}>{content}</WidgetApiContext.Provider>
    </WidgetContext.Provider>
  )
}
