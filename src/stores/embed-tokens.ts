// The page's embed tokens, one run per token a host handed to its widgets: every widget given the
// same token shares one run, which learns when the token ends and renews it before then, so the
// widgets keep reading without a pause, a flicker or a remount (their API client reads the run's
// current token on every request; the live socket at every connect).
//
// Before renewing, each widget of the run is asked (it emits a cancelable fw-token-expiring): a
// host that mints its own tokens cancels it and sets the widget's `token`, or gives the widget a
// `tokenProvider`, which the run then calls instead of refreshing through the server. A token the
// server refuses marks the run refused; its widgets say so.
import { atom, type ReadableAtom } from 'nanostores'
import { ApiHttpError } from '../api/errors'
import { describeEmbedToken, refreshEmbedToken, renewalLeadMs } from '../api/embed-token'
import type { EmbedToken } from '../contract/embed'
import { pageSingleton } from '../page/page-singleton'

/** Asked to mint a new token for the host's widgets (the host's back end exchanges its key again). */
export type TokenProvider = () => Promise<string>

/** A widget using a run. */
export interface TokenHolder {
  /** Told the token ends soon; false when the host takes the renewal over (cancelled fw-token-expiring). */
  expiring(expiresAt: number): boolean
  /** The host's own way to a new token, if it gave one. */
  provider?: TokenProvider | undefined
}

/** What a widget holds of a run. */
export interface HeldToken {
  /** The token to send now (the host's, or its latest successor). */
  current(): string
  /** True once the server refused the token and nothing renewed it. */
  readonly $refused: ReadableAtom<boolean>
  release(): void
}

/** How long to wait before asking again after a renewal that got no answer. */
export const RETRY_MS = 15_000

interface Run {
  apiBase: string
  token: string
  $refused: ReturnType<typeof atom<boolean>>
  holders: Set<TokenHolder>
  timer: ReturnType<typeof setTimeout> | undefined
  fetch: typeof fetch | undefined
  /** Browser-clock epoch ms when the current token ends, once known. */
  expiresAt: number | undefined
}

const runs = pageSingleton('embed-tokens/v1', () => new Map<string, Run>())

function schedule(run: Run, atMs: number): void {
  clearTimeout(run.timer)
  run.timer = setTimeout(() => void renew(run), Math.max(0, atMs - Date.now()))
}

/** Takes a token's description: its end, and when to renew it. */
function adopt(run: Run, token: string, described: EmbedToken): void {
  const lifetime = described.expires_in * 1000
  run.token = token
  run.expiresAt = Date.now() + lifetime
  run.$refused.set(false)
  schedule(run, run.expiresAt - renewalLeadMs(lifetime))
}

function failed(run: Run, error: unknown): void {
  if (error instanceof ApiHttpError && error.status < 500) {
    // Refused (401), or no embed token at all: nothing to renew. The widgets keep what they show
    // until their own requests are refused too.
    if (error.status === 401 && (run.expiresAt === undefined || run.expiresAt <= Date.now())) run.$refused.set(true)
    return
  }
  // No answer (the server restarting, the network away): ask again while the token still works.
  if (run.expiresAt === undefined || run.expiresAt > Date.now()) schedule(run, Date.now() + RETRY_MS)
}

async function describe(run: Run, token: string): Promise<void> {
  try {
    adopt(run, token, await describeEmbedToken(run.apiBase, token, run.fetch))
  } catch (error) {
    failed(run, error)
  }
}

async function renew(run: Run): Promise<void> {
  if (run.holders.size === 0) return
  const expiresAt = run.expiresAt ?? Date.now()
  // Every widget tells its host; one host cancelling takes the renewal over.
  let hostTakesOver = false
  for (const holder of [...run.holders]) if (!holder.expiring(expiresAt)) hostTakesOver = true
  if (hostTakesOver) return
  const provider = [...run.holders].find((holder) => holder.provider)?.provider
  try {
    if (provider) {
      const minted = await provider()
      if (!minted) throw new Error('The token provider gave no token')
      await describe(run, minted)
    } else {
      const successor = await refreshEmbedToken(run.apiBase, run.token, run.fetch)
      adopt(run, successor.access_token, successor)
    }
  } catch (error) {
    failed(run, error)
  }
}

/**
 * Holds the run of `token` at `apiBase` (made on first hold: the server is asked when it ends);
 * the last release stops it.
 */
export function holdEmbedToken(apiBase: string, token: string, holder: TokenHolder, fetchImpl?: typeof fetch): HeldToken {
  const key = `${apiBase}\n${token}`
  let run = runs.get(key)
  if (!run) {
    run = { apiBase, token, $refused: atom(false), holders: new Set(), timer: undefined, fetch: fetchImpl, expiresAt: undefined }
    runs.set(key, run)
    void describe(run, token)
  }
  const held = run
  held.holders.add(holder)
  let released = false
  return {
    current: () => held.token,
    $refused: held.$refused,
    release() {
      if (released) return
      released = true
      held.holders.delete(holder)
      if (held.holders.size > 0) return
      clearTimeout(held.timer)
      runs.delete(key)
    },
  }
}
