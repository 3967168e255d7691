// Which credential a widget's requests carry: its explicit `token` (a host's embed token, renewed
// on the page before it ends, or a user's token the host signed in for), else the page's stored
// session. The token is read on every request through `readToken`, which never changes, so a
// renewal reaches every request without a new client, a refetch or a remount.
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useCallback, useEffect, useRef, useState } from 'react'
import { embedCacheScope, isEmbedToken } from '../api/embed-token'
import { holdEmbedToken, type HeldToken, type TokenProvider } from '../stores/embed-tokens'

export interface CredentialOptions {
  apiBase: string
  /** The host's token attribute or property. */
  token: string | undefined
  tokenProvider: TokenProvider | undefined
  /** Called before an embed token is renewed; false when the host takes the renewal over. */
  onExpiring: (expiresAt: number) => boolean
  fetch: typeof fetch | undefined
}

export interface Credential {
  /** 'token' while an explicit token is in use; 'session' while the page's stored session is. */
  mode: 'token' | 'session'
  /** The explicit token to send now (undefined: the stored session); the same function for the widget's life. */
  readToken: () => string | undefined
  /** The embed token's name in the page's query cache (its answers are its own locations only). */
  cacheScope: string | undefined
  /** The given token is a host's embed token (a refusal is then final: no sign-in form replaces it). */
  isEmbed: boolean
  /** The server refused the explicit token. */
  refused: boolean
  /** Marks the explicit token in use refused (a 401 answered it). */
  markRefused(): void
  /** Uses a token the widget's own sign-in prompt got, in place of a refused one. */
  adoptPromptToken(token: string): void
}

const NEVER_REFUSED = atom(false)

export function useCredential({ apiBase, token, tokenProvider, onExpiring, fetch }: CredentialOptions): Credential {
  const [promptToken, setPromptToken] = useState<string | undefined>()
  const given = promptToken ?? (token || undefined)
  const isEmbed = promptToken === undefined && isEmbedToken(given)
  const [refusedToken, setRefusedToken] = useState<string | undefined>()

  const latest = useRef({ given, onExpiring, tokenProvider })
  latest.current = { given, onExpiring, tokenProvider }
  const [held, setHeld] = useState<HeldToken | undefined>()
  const heldRef = useRef<HeldToken | undefined>(undefined)
  useEffect(() => {
    if (!isEmbed || given === undefined) return
    const run = holdEmbedToken(
      apiBase,
      given,
      {
        expiring: (expiresAt) => latest.current.onExpiring(expiresAt),
        get provider() {
          return latest.current.tokenProvider
        },
      },
      fetch,
    )
    heldRef.current = run
    setHeld(run)
    return () => {
      run.release()
      if (heldRef.current === run) heldRef.current = undefined
    }
  }, [apiBase, given, isEmbed, fetch])
  const runRefused = useStore(held?.$refused ?? NEVER_REFUSED)

  const readToken = useCallback(() => heldRef.current?.current() ?? latest.current.given, [])
  const markRefused = useCallback(() => setRefusedToken(latest.current.given), [])
  const adoptPromptToken = useCallback((next: string) => {
    setPromptToken(next)
    setRefusedToken(undefined)
  }, [])

  return {
    mode: given === undefined ? 'session' : 'token',
    readToken,
    cacheScope: isEmbed && given !== undefined ? embedCacheScope(given) : undefined,
    isEmbed,
    refused: given !== undefined && (refusedToken === given || (isEmbed && runRefused)),
    markRefused,
    adoptPromptToken,
  }
}
