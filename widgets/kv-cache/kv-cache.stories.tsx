import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import type { KvKeyEntry, KvUsage } from '../../src/contract/kv-cache'
import { QueryStateView } from '../widget-kit'
import { KvCacheView } from './kv-cache-view'
import { KV_ERRORS, kvErrorText, kvRows } from './kv-cache-model'
import { KvValueContent } from './kv-value-dialog'

export default { title: 'Widgets / KV cache' } satisfies StoryDefault

const ignore = () => undefined

/** A season's worth of keys, sized as a demo season's are: geocoding results, orders and stats per location and year, the locations list. */
function storyKeys(locations: number): KvKeyEntry[] {
  const keys: KvKeyEntry[] = [{ name: 'square:locations', bytes: 18_400 }]
  for (let i = 1; i <= locations; i++) {
    keys.push({ name: `geocode:${i} Main St, Oakdale, CA 95361`, bytes: 140 })
    for (const year of [2023, 2024, 2025]) keys.push({ name: `square:orders:L${i}:${year}`, bytes: 412_000 + 9_000 * i }, { name: `square:stats:L${i}:${year}:28to5`, bytes: 2_300 })
  }
  return keys
}

/** The keys' sizes against FW_CACHE_MAX_MB's default of 64 MiB. */
function storyUsage(keys: readonly KvKeyEntry[]): KvUsage {
  return { usedBytes: keys.reduce((sum, key) => sum + (key.bytes ?? 0), 0), maxBytes: 64 * 1024 * 1024, entries: keys.length }
}

const view = (keys: KvKeyEntry[], copied: string | null = null) => (
  <KvCacheView rows={kvRows(keys)} usage={storyUsage(keys)} copied={copied} onCopy={ignore} onView={ignore} onDelete={ignore} />
)

/** Twelve locations' keys; the first orders key was just copied. */
export const Default: Story = () => view(storyKeys(12), 'square:orders:L1:2023')
export const Loading: Story = () => <QueryStateView state={{ status: 'loading' }} className="fw-kv-body" what="the cache keys" loading={<p>Loading cache keys...</p>}>{() => null}</QueryStateView>
/** An empty cache: 'No cache keys found'. */
export const Empty: Story = () => view([])
export const Error: Story = () => (
  <QueryStateView
    state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }}
    className="fw-kv-body" what="the cache keys"
    loading={null}
    errorMessage={(error) => kvErrorText(KV_ERRORS.loadKeys, error)}
  >
    {() => null}
  </QueryStateView>
)
/** A value as the viewer draws it: a collapsible tree. */
export const ValueTree: Story = () => <KvValueContent value={{ orders: [{ id: 'A1', state: 'COMPLETED', total_money: { amount: 1299, currency: 'USD' } }], cachedAt: '2025-07-04T20:00:00Z' }} onError={ignore} />
/** A value over 50,000 characters: the preview, its warning and Copy Full Value. */
export const ValuePreview: Story = () => <KvValueContent value={{ orders: Array.from({ length: 800 }, (_, i) => ({ id: `order-${i}`, state: 'COMPLETED' })) }} onError={ignore} />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    {view(storyKeys(4), 'square:locations')}
    <KvValueContent value={{ latitude: 37.76, longitude: -120.85, source: 'internal', note: null, ok: true }} onError={ignore} />
  </WidgetFrame>
)
