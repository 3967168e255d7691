// What a signed-out widget that may prompt shows: first the page's check of its server (a wrong
// api-base or a refused origin is named, never a form that cannot work), then the page's one
// sign-in prompt if it is the first widget to ask, or a line pointing at that prompt while it waits.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import type { ServerCheck } from '../api/server-check'
import { serverCheck } from '../stores/server-check'
import { $promptClaims, claimSignInPrompt, promptDirection, promptOwner, type PromptClaim } from '../stores/sign-in-prompt'

export type SignInGate =
  | { state: 'off' }
  | { state: 'checking' }
  | { state: 'problem'; check: Exclude<ServerCheck, { status: 'ok' }> }
  | { state: 'prompt' }
  | { state: 'waiting'; direction: 'above' | 'below' | 'elsewhere' }

export interface SignInGateOptions {
  /** The widget is signed out and would show a sign-in form. */
  active: boolean
  apiBase: string
  host: Element | null
  fetch: typeof fetch | undefined
}

export function useSignInGate({ active, apiBase, host, fetch }: SignInGateOptions): SignInGate {
  const [checked, setChecked] = useState<{ apiBase: string; check: ServerCheck } | undefined>()
  useEffect(() => {
    if (!active) return
    let current = true
    void serverCheck(apiBase, fetch).then((check) => {
      if (current) setChecked({ apiBase, check })
    })
    return () => {
      current = false
    }
  }, [active, apiBase, fetch])
  const check = checked?.apiBase === apiBase ? checked.check : undefined
  const passed = active && check?.status === 'ok'

  const claims = useStore($promptClaims)
  const [claim, setClaim] = useState<PromptClaim | undefined>()
  useEffect(() => {
    if (!passed) return
    const asked = claimSignInPrompt(host)
    setClaim(asked.claim)
    return () => {
      asked.release()
      setClaim(undefined)
    }
  }, [passed, host])

  if (!active) return { state: 'off' }
  if (check === undefined) return { state: 'checking' }
  if (check.status !== 'ok') return { state: 'problem', check }
  if (claim === undefined) return { state: 'checking' }
  const owner = promptOwner(claims)
  return owner === claim ? { state: 'prompt' } : { state: 'waiting', direction: promptDirection(owner, host) }
}
