// Query stores (src/api/queries) as React state: what a widget's view needs to know about an
// answer — still coming, failed, or here (and whether a newer one is on its way).
import type { FetcherStore, FetcherValue } from '@nanostores/query'
import { useStore } from '@nanostores/react'
import { computed } from 'nanostores'
import { useMemo, type DependencyList } from 'react'

export type QueryState<T> =
  | { status: 'loading' }
  /** `retry`: asks again for the answers that failed (absent where asking again cannot help). */
  | { status: 'error'; error: unknown; retry?: () => void }
  /** `refreshing`: a newer answer is being fetched; this one shows meanwhile. */
  | { status: 'ready'; data: T; refreshing: boolean }

/** A store's value as a state: an answer (even a kept one) wins over an error. */
export function queryStateOf<T>(value: FetcherValue<T>): QueryState<T> {
  if (value.data !== undefined) return { status: 'ready', data: value.data, refreshing: value.loading }
  if (value.error !== undefined) return { status: 'error', error: value.error }
  return { status: 'loading' }
}

/** Several states as one: the first error, else loading until every answer is here. */
export function combineQueryStates<T>(states: readonly QueryState<T>[]): QueryState<T[]> {
  const failed = states.find((state) => state.status === 'error')
  if (failed) return failed
  const data: T[] = []
  let refreshing = false
  for (const state of states) {
    if (state.status !== 'ready') return { status: 'loading' }
    data.push(state.data)
    refreshing ||= state.refreshing
  }
  return { status: 'ready', data, refreshing }
}

/** Maps a ready state's data; other states pass through. */
export function mapQueryState<T, U>(state: QueryState<T>, map: (data: T) => U): QueryState<U> {
  if (state.status !== 'ready') return state
  try {
    return { status: 'ready', data: map(state.data), refreshing: state.refreshing }
  } catch (error) {
    return { status: 'error', error }
  }
}

const IDLE = computed([], () => ({ status: 'loading' }) as QueryState<never>)

/** Drops the failed answers of `stores` from the cache: each store with a listener asks again. */
function retryFailed<T>(stores: readonly FetcherStore<T>[]): () => void {
  return () => {
    for (const store of stores) {
      const value = store.get()
      if (value.data === undefined && value.error !== undefined) store.invalidate()
    }
  }
}

/**
 * Subscribes to the stores `create` makes (remade when `deps` change) and returns their answers
 * together; `null` means "nothing to ask yet" and stays loading. A failure carries `retry`.
 */
export function useQueries<T>(create: () => readonly FetcherStore<T>[] | null, deps: DependencyList): QueryState<T[]> {
  const $state = useMemo(() => {
    const stores = create()
    if (stores === null) return IDLE
    const retry = retryFailed(stores)
    return computed([...stores], (...values: FetcherValue<T>[]) => {
      const state = combineQueryStates(values.map(queryStateOf))
      return state.status === 'error' ? { ...state, retry } : state
    })
  }, deps)
  return useStore($state) as QueryState<T[]>
}

/** useQueries for one store. */
export function useQuery<T>(create: () => FetcherStore<T> | null, deps: DependencyList): QueryState<T> {
  const state = useQueries(() => {
    const store = create()
    return store === null ? null : [store]
  }, deps)
  return mapQueryState(state, (data) => data[0] as T)
}
