// fw-sign-in stories: the form (signed out), the signed-in line, a refused sign-in and a pending
// one, light and dark. A fake fetch stands in for the server: nothing reaches the network.
import type { Story } from '@ladle/react'
import { useMemo } from 'react'
import { createApiClient } from '../../src/api/client'
import { SignInPrompt } from '../widget-kit'
import { WidgetFrame } from '../../ladle/widget-frame'
import { SignInView } from './sign-in'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

const refusingFetch = (async () => json(401, { success: false, error: 'UNAUTHORIZED', message: 'Invalid username or password' })) as typeof fetch
const pendingFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch

/** The form with an injected fetch. */
function Form({ fetch }: { fetch: typeof globalThis.fetch }) {
  const api = useMemo(() => createApiClient({ apiBase: '/api', fetch }), [fetch])
  return <SignInPrompt api={api} onSignedIn={() => undefined} />
}

export const Default: Story = () => <Form fetch={refusingFetch} />

export const SignedIn: Story = () => <SignInView user={{ username: 'admin', roles: ['admin'] }} onSignOut={() => undefined} />

/** Submit any credentials to see the server's refusal under the form. */
export const Error: Story = () => <Form fetch={refusingFetch} />

/** Submit any credentials: the button stays on 'Signing in...'. */
export const Loading: Story = () => <Form fetch={pendingFetch} />

export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <Form fetch={refusingFetch} />
  </WidgetFrame>
)
