// What every season plan of one set of demo options shares, built once: the resolved options, the
// sites, the catalogue and the basket picker. Plans and the late shapes that decorate them both
// read it, so it lives apart from either.
import { createBasketPicker, type BasketPicker } from './basket'
import { demoCatalog, type DemoCatalogItem } from './catalog'
import { demoSites, type DemoSite } from './locations'
import { resolveDemoOptions, type DemoOptions, type ResolvedDemoOptions } from './options'

/** Everything plans share for one set of options, built once. */
export interface DemoContext {
  options: ResolvedDemoOptions
  sites: DemoSite[]
  catalog: DemoCatalogItem[]
  picker: BasketPicker
}

let cached: { key: string; context: DemoContext } | undefined

/** The shared context for `options` (the last one is kept, as callers ask for the same repeatedly). */
export function demoContext(options: DemoOptions = {}): DemoContext {
  const resolved = resolveDemoOptions(options)
  const key = JSON.stringify(resolved)
  if (cached?.key !== key) {
    const catalog = demoCatalog(resolved)
    cached = { key, context: { options: resolved, sites: demoSites(resolved), catalog, picker: createBasketPicker(catalog) } }
  }
  return cached.context
}
