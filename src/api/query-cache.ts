// The page's one query cache (docs/shell-and-widgets.md#one-page-one-set-of-connections), on @nanostores/query. Every widget and the shell read
// API answers through it, so two widgets showing one location cost one request per resource: a
// request in flight is shared, an answer stays fresh for its resource's time and is kept (shown
// while it revalidates) for ten minutes. No retries: a failure shows until something asks again.
//
// A key is the request's URL split in parts, [apiBase, path, '?', query], so its joined form is
// the URL itself: readable in a debugger, and invalidation can pick keys by what they ask for.
import { nanoquery } from '@nanostores/query'
import { pageSingleton } from '../page/page-singleton'
import { $session, type SessionState } from '../stores/session'

/** docs/contract.md#how-long-answers-stay-fresh: the default fresh time of an answer, and how long any answer is kept. */
export const DEFAULT_FRESH_MS = 60_000
export const KEPT_MS = 600_000

/** Whose answers these are: a sign-out, or another user signing in, makes them someone else's. */
function reader(state: SessionState): string | null {
  return state.status === 'authenticated' ? state.user.username : null
}

function createQueryContext() {
  const [createFetcherStore, createMutatorStore, controls] = nanoquery({
    dedupeTime: DEFAULT_FRESH_MS,
    cacheLifetime: KEPT_MS,
    onErrorRetry: null,
  })
  // Whoever leaves must not leave answers behind for the next person at this screen.
  let answersFor = reader($session.get())
  $session.listen((state) => {
    if (state.status === 'loading') return
    const now = reader(state)
    if (answersFor !== null && now !== answersFor) controls.mutateCache(() => true, undefined)
    answersFor = now
  })
  return { createFetcherStore, createMutatorStore, ...controls }
}

/** The page's query context; a second copy of the package on the page gets the same one. */
export const queryCache = pageSingleton('query-cache/v1', createQueryContext)

/** A key selector: one key, some keys, or a test of each key (its joined URL). */
export type KeySelector = string | string[] | ((key: string) => boolean)

/** Forgets every answer without asking again (sign-out: nothing of the last user stays on screen). */
export function clearQueryCache(): void {
  queryCache.mutateCache(() => true, undefined)
}

/** Drops the matching answers; widgets showing them ask again at once. */
export function invalidateQueries(selector: KeySelector): void {
  queryCache.invalidateKeys(selector)
}
