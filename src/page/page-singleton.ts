// What exists once per page, whatever number of copies of this package the page loaded
// (docs/shell-and-widgets.md#one-page-one-set-of-connections): a shell and an intranet script may each bring a bundle, and both must share one session,
// one query cache, one live connection and one clock offset. Each lives on
// globalThis[Symbol.for('fireworks-dashboard')] under a versioned name, made by the first copy
// that asks; a later copy finds it there. Symbol.for() is shared by every script of the realm.

/** The registry's key: Symbol.for() gives every copy of the package the same symbol. */
export const PAGE_REGISTRY_KEY = Symbol.for('fireworks-dashboard')

type Registry = Record<string, unknown>

function registry(): Registry {
  const holder = globalThis as { [PAGE_REGISTRY_KEY]?: Registry }
  holder[PAGE_REGISTRY_KEY] ??= {}
  return holder[PAGE_REGISTRY_KEY]
}

/**
 * The page's one instance named `name`, made by `create` on first use. Change the name's version
 * suffix ("queries/v2") whenever the instance's shape changes, so copies that disagree on the
 * shape do not share it.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const entries = registry()
  if (!(name in entries)) entries[name] = create()
  return entries[name] as T
}

/** Forgets every page singleton (tests start each case on a fresh page). */
export function resetPageSingletons(): void {
  const holder = globalThis as { [PAGE_REGISTRY_KEY]?: Registry }
  delete holder[PAGE_REGISTRY_KEY]
}
