// The page's one query cache (DESIGN §3c), on @nanostores/query. Every widget and the shell read
// API answers through it, so two widgets showing one location cost one request per resource: a
// request in flight is shared, an answer stays fresh for its resource's time and is kept (shown
// while it revalidates) for ten minutes. No retries: a failure shows until something asks again.
//
// A key is the request's URL split in parts, [apiBase, path, '?', query], so its joined form is
// the URL itself: readable in a debugger, and invalidation can pick keys by what they ask for.
import { nanoquery } from '@nanostores/query'
import { pageSingleton } from '../page/page-singleton'

/** SPEC §7: the default fresh time of an answer, and how long any answer is kept. */
export const DEFAULT_FRESH_MS = 60_000
export const KEPT_MS = 600_000

function createQueryContext() {
  const [createFetcherStore, createMutatorStore, controls] = nanoquery({
    dedupeTime: DEFAULT_FRESH_MS,
    cacheLifetime: KEPT_MS,
    onErrorRetry: null,
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
