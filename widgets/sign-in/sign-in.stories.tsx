// fw-sign-in stories: the form (signed out), the signed-in line, a refused sign-in and a pending
// one, light and dark. A fake fetch stands in for the server: nothing reaches the network.
import type { Story } from '@ladle/react'
import { useMemo, type ReactNode } from 'react'
import { createApiClient } from '../../src/api/client'
import { signInPromptStyles } from '../../src/elements/sign-in-prompt'
import { WidgetProvider, useWidget } from '../../src/elements/widget-context'
import { WidgetFrame } from '../../ladle/widget-frame'
import { SignInView, signInStyles } from './sign-in'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

const refusingFetch = (async () => json(401, { success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' })) as typeof fetch
const pendingFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch

/** The form with an injected fetch, inside the story frame's shadow root. */
function Form({ fetch }: { fetch: typeof globalThis.fetch }) {
  const api = useMemo(() => createApiClient({ apiBase: '/api', fetch }), [fetch])
  return <SignInView user={undefined} api={api} onSignedIn={() => undefined} onSignOut={() => undefined} />
}

/** Keeps the story frame's shadow root and theme, and adds this widget's sheets. */
function Styled({ children }: { children: ReactNode }) {
  const widget = useWidget()
  return (
    <WidgetProvider theme={widget.theme} host={widget.host} shadowRoot={widget.shadowRoot} portalContainer={widget.portalContainer}>
      <style>{signInPromptStyles + signInStyles}</style>
      {children}
    </WidgetProvider>
  )
}

export const Default: Story = () => (
  <Styled>
    <Form fetch={refusingFetch} />
  </Styled>
)

export const SignedIn: Story = () => (
  <Styled>
    <SignInView user={{ username: 'admin', roles: ['admin'] }} api={createApiClient()} onSignedIn={() => undefined} onSignOut={() => undefined} />
  </Styled>
)

/** Submit any credentials to see the server's refusal under the form. */
export const Error: Story = () => (
  <Styled>
    <Form fetch={refusingFetch} />
  </Styled>
)

/** Submit any credentials: the button stays on 'Signing in...'. */
export const Loading: Story = () => (
  <Styled>
    <Form fetch={pendingFetch} />
  </Styled>
)

export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Styled>
      <Form fetch={refusingFetch} />
    </Styled>
  </WidgetFrame>
)
