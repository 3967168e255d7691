// Rows for a list that is often short (the sidebar's locations, the map's side list): up to
// WHOLE_LIST_MAX rows it draws them all, and only a longer list loads the virtualiser
// (./virtual-rows, TanStack Virtual: some 10 KB with compression). A business with a few stands
// never downloads it, and the page that shows those lists draws without waiting for it.
//
// A whole list gives every row the start it would have at its estimated height and the list the
// height of all of them, as the virtualiser does for fixed-height rows; a list whose rows are
// measured (rows of varying height) lays its rows out one after the other instead while `whole`.
// A long list draws its first WHOLE_LIST_MAX rows, so the reader sees its top, until the
// virtualiser arrives and takes over (the page's service worker holds its code after a first visit).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type * as VirtualRowsCode from './virtual-rows'
import type { VirtualRows, VirtualRowsOptions } from './virtual-rows'

/** docs/screens.md#numbers-the-screens-keep: the sidebar's lists draw 5 rows beyond the visible ones when virtualised. */
export const SIDEBAR_ROW_OVERSCAN = 5

/** A list of this many rows or fewer is drawn whole; a longer one is virtualised. */
export const WHOLE_LIST_MAX = 24

export interface OnDemandRows<T> extends VirtualRows<T> {
  /** Every row of `rows` drawn with no virtualiser: a measured list lays them out in flow. */
  whole: boolean
}

type VirtualRowsModule = typeof VirtualRowsCode

let loaded: VirtualRowsModule | null = null
let loading: Promise<VirtualRowsModule> | undefined
const listeners = new Set<() => void>()

/** Loads the virtualiser once; a failed download (offline) is tried again by the next long list. */
export function loadVirtualRows(): Promise<VirtualRowsModule> {
  loading ??= import('./virtual-rows').then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const loadedModule = () => loaded

/** The virtualiser's module once a long list has asked for it (and it is here); else null. */
function useVirtualRowsModule(long: boolean): VirtualRowsModule | null {
  const module = useSyncExternalStore(subscribe, loadedModule, loadedModule)
  useEffect(() => {
    if (long) loadVirtualRows().catch(() => {})
  }, [long])
  return long ? module : null
}

/** Scrolls the least that brings the band [top, top + height) into the box's view. */
function scrollBandIntoView(box: HTMLElement | null, top: number, height: number): void {
  if (!box) return
  if (top < box.scrollTop) box.scrollTop = top
  else if (top + height > box.scrollTop + box.clientHeight) box.scrollTop = top + height - box.clientHeight
}

/** Rows drawn without the virtualiser: all of a short list, the first WHOLE_LIST_MAX of a long one. */
export function wholeRows<T>({ items, keyOf, rowHeight, scrollRef }: VirtualRowsOptions<T>): OnDemandRows<T> {
  const drawn = items.length > WHOLE_LIST_MAX ? items.slice(0, WHOLE_LIST_MAX) : items
  const totalHeight = items.length * rowHeight
  return {
    rows: drawn.map((item, index) => ({ item, index, key: keyOf(item), start: index * rowHeight })),
    before: 0,
    after: totalHeight - drawn.length * rowHeight,
    totalHeight,
    measureRow: undefined,
    scrollToIndex: (index) => scrollBandIntoView(scrollRef.current, index * rowHeight, rowHeight),
    whole: true,
  }
}

interface RowsProps<T> {
  options: VirtualRowsOptions<T>
  /** Draws the list from its rows. */
  children: (rows: OnDemandRows<T>) => ReactNode
}

/** A long list's rows from the virtualiser, once its module is here. */
function VirtualisedRows<T>({ module, options, children }: RowsProps<T> & { module: VirtualRowsModule }) {
  return children({ ...module.useVirtualRows(options), whole: false })
}

/** The rows of a list that is often short: whole up to WHOLE_LIST_MAX, virtualised beyond. */
export function RowsOnDemand<T>({ options, children }: RowsProps<T>) {
  const module = useVirtualRowsModule(options.items.length > WHOLE_LIST_MAX)
  if (module) {
    return (
      <VirtualisedRows module={module} options={options}>
        {children}
      </VirtualisedRows>
    )
  }
  return children(wholeRows(options))
}
