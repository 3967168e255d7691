import type { Story, StoryDefault } from '@ladle/react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { ApiHttpError } from '../../src/api/errors'
import { QueryStateView } from '../widget-kit'
import { KvCacheView } from './kv-cache-view'
import { KV_ERRORS, kvErrorText, kvRows } from './kv-cache-model'
import { KvValueContent } from './kv-value-dialog'

export default { title: 'Widgets / KV cache' } satisfies StoryDefault

const ignore = () => undefined

/** A season's worth of keys: geocoding results, orders and stats per location and year, the locations list. */
function storyKeys(locations: number): string[] {
  const keys = ['square:locations']
  for (let i = 1; i <= locations; i++) {
    keys.push(`geocode:${i} Main St, Oakdale, CA 95361`)
    for (const year of [2023, 2024, 2025]) keys.push(`square:orders:L${i}:${year}`, `square:stats:L${i}:${year}:28to5`)
  }
  return keys
}

const view = (names: string[], copied: string | null = null) => (
  <KvCacheView rows={kvRows(names)} copied={copied} onCopy={ignore} onView={ignore} onDelete={ignore} />
)

/** Twelve locations' keys; the first orders key was just copied. */
export const Default: Story = () => view(storyKeys(12), 'square:orders:L1:2023')
export const Loading: Story = () => <QueryStateView state={{ status: 'loading' }} className="fw-kv-body" loading={<p>Loading cache keys...</p>}>{() => null}</QueryStateView>
/** An empty cache: 'No cache keys found'. */
export const Empty: Story = () => view([])
export const Error: Story = () => (
  <QueryStateView
    state={{ status: 'error', error: new ApiHttpError(500, undefined, 'INTERNAL') }}
    className="fw-kv-body"
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
