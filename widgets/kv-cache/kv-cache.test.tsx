// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeKvCache } from '../../src/api/testing/fake-kv-cache'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import './kv-cache.element'

const inside = (root: ShadowRoot) => within(root as unknown as HTMLElement)

function entries(): Map<string, unknown> {
  return new Map<string, unknown>([
    ['geocode:1 Main St, Oakdale', { latitude: 37.7, longitude: -120.8 }],
    ['geocode:9 Elm St, Riverbank', { latitude: 37.73, longitude: -120.93 }],
    ['square:orders:L1:2024', { orders: [{ id: 'A', state: 'COMPLETED' }] }],
    ['square:locations', { locations: [] }],
    ['square:stats:L1:2024', 'plain text'],
    ['square:big', { text: 'x'.repeat(60_000) }],
  ])
}

async function mounted(options: Parameters<typeof fakeKvCache>[1] = {}, data = entries()) {
  const mount = mountElement('fw-kv-cache', {}, fakeKvCache(data, options))
  await waitFor(() => expect(mount.root.querySelector('[data-key="square:locations"]')).not.toBeNull())
  return { ...mount, data, ui: inside(mount.root) }
}

describe('<fw-kv-cache>', () => {
  setUpElementTests()
  const writeText = vi.fn(async (_text: string) => undefined)
  beforeEach(() => {
    writeText.mockClear()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('counts the keys by type in the cards and on the filter buttons', async () => {
    const { ui } = await mounted()
    expect(ui.getByRole('article', { name: 'Total Keys' })).toHaveTextContent('6')
    expect(ui.getByRole('article', { name: 'Geocode' })).toHaveTextContent('2')
    expect(ui.getByRole('article', { name: 'Orders' })).toHaveTextContent('1')
    expect(ui.getByRole('article', { name: 'Locations' })).toHaveTextContent('1')
    expect(ui.getByRole('button', { name: 'Other (2)' })).toBeInTheDocument()
    expect(ui.getByRole('button', { name: 'All (6)' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters by type and search, with the empty texts', async () => {
    const { root, ui } = await mounted()
    fireEvent.click(ui.getByRole('button', { name: 'Geocode (2)' }))
    await waitFor(() => expect(root.querySelectorAll('tbody tr[data-key]')).toHaveLength(2))
    fireEvent.change(ui.getByLabelText('Search keys'), { target: { value: 'ELM' } })
    await waitFor(() => expect(root.querySelectorAll('tbody tr[data-key]')).toHaveLength(1))
    fireEvent.change(ui.getByLabelText('Search keys'), { target: { value: 'nothing' } })
    await waitFor(() => expect(ui.getByText('No geocode keys match your search')).toBeInTheDocument())
    fireEvent.click(ui.getByRole('button', { name: 'All (6)' }))
    await waitFor(() => expect(ui.getByText('No keys match your search')).toBeInTheDocument())
    fireEvent.click(ui.getByRole('button', { name: 'Orders (1)' }))
    fireEvent.change(ui.getByLabelText('Search keys'), { target: { value: '' } })
    await waitFor(() => expect(root.querySelectorAll('tbody tr[data-key]')).toHaveLength(1))
  })

  it('shows each key’s size and the cache’s size against its budget', async () => {
    const { root, ui } = await mounted({ maxBytes: 1024 * 1024 })
    const row = within(root.querySelector<HTMLElement>('[data-key="square:big"]')!)
    // 10 bytes of key, 60,000 x's and 11 more of JSON.
    expect(row.getByText('58.6 KiB')).toBeInTheDocument()
    const size = ui.getByRole('article', { name: 'Cache Size' })
    expect(size).toHaveTextContent('58.9 KiB')
    expect(size).toHaveTextContent('of 1 MiB budget (5.7%)')
    expect(ui.getByRole('meter', { name: 'Cache budget used' })).toHaveAttribute('aria-valuetext', '58.9 KiB of 1 MiB (5.7%)')
  })

  it('leaves the size card out when the server reports no budget', async () => {
    const { ui } = await mounted()
    expect(ui.queryByRole('article', { name: 'Cache Size' })).toBeNull()
  })

  it('says when the cache is empty', async () => {
    const mount = mountElement('fw-kv-cache', {}, fakeKvCache(new Map()))
    await waitFor(() => expect(inside(mount.root).getByText('No cache keys found')).toBeInTheDocument())
  })

  it('copies a value and says Copied!', async () => {
    const { root, ui } = await mounted()
    const row = within(root.querySelector<HTMLElement>('[data-key="square:orders:L1:2024"]')!)
    fireEvent.click(row.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(row.getByRole('button', { name: 'Copied!' })).toBeInTheDocument())
    expect(writeText).toHaveBeenCalledWith(JSON.stringify({ orders: [{ id: 'A', state: 'COMPLETED' }] }, null, 2))
    expect(ui.queryByRole('alert')).toBeNull()
  })

  it('says when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'))
    const { root, ui } = await mounted()
    fireEvent.click(within(root.querySelector<HTMLElement>('[data-key="square:locations"]')!).getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent('Failed to copy value to clipboard'))
  })

  it('shows a value as a JSON tree in a dialog', async () => {
    const { root, ui } = await mounted()
    fireEvent.click(within(root.querySelector<HTMLElement>('[data-key="square:orders:L1:2024"]')!).getByRole('button', { name: 'View' }))
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Cache Value' }))
    await waitFor(() => expect(within(dialog).getByRole('tree')).toBeInTheDocument())
    expect(dialog).toHaveTextContent('square:orders:L1:2024')
    // Deeper levels start collapsed and open on request.
    expect(dialog).not.toHaveTextContent('"COMPLETED"')
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Expand' })[0]!)
    await waitFor(() => expect(dialog).toHaveTextContent('"state":"COMPLETED"'))
  })

  it('shows a preview and Copy Full Value for a value over 50,000 characters', async () => {
    const { root, ui, data } = await mounted()
    fireEvent.click(within(root.querySelector<HTMLElement>('[data-key="square:big"]')!).getByRole('button', { name: 'View' }))
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Cache Value' }))
    await waitFor(() => expect(dialog).toHaveTextContent('too large to show in full'))
    expect(dialog.querySelector('pre')!.textContent).toHaveLength(5_000)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Full Value' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument())
    expect(writeText).toHaveBeenCalledWith(JSON.stringify(data.get('square:big'), null, 2))
  })

  it('deletes a key after confirmation and drops it from the list', async () => {
    const { root, ui, api, data } = await mounted()
    fireEvent.click(within(root.querySelector<HTMLElement>('[data-key="square:locations"]')!).getByRole('button', { name: 'Delete' }))
    const confirm = await waitFor(() => ui.getByRole('alertdialog', { name: 'Delete Cache Key' }))
    expect(confirm).toHaveTextContent('"square:locations"')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(root.querySelector('[data-key="square:locations"]')).toBeNull())
    expect(api.calls).toContain('DELETE /kv-cache/key/square%3Alocations')
    expect(data.has('square:locations')).toBe(false)
    await waitFor(() => expect(ui.getByRole('article', { name: 'Total Keys' })).toHaveTextContent('5'))
  })

  it('keeps the key and says so when the delete fails', async () => {
    const { root, ui } = await mounted({ deleteStatus: 500 })
    fireEvent.click(within(root.querySelector<HTMLElement>('[data-key="square:locations"]')!).getByRole('button', { name: 'Delete' }))
    const confirm = await waitFor(() => ui.getByRole('alertdialog'))
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent('Failed to delete cache key'))
    expect(root.querySelector('[data-key="square:locations"]')).not.toBeNull()
  })

  it('says when a value cannot be read, for the viewer and for the clipboard', async () => {
    const { root, ui, data } = await mounted()
    // Gone from the server since the list was read (expired, or deleted elsewhere).
    data.delete('square:orders:L1:2024')
    const row = within(root.querySelector<HTMLElement>('[data-key="square:orders:L1:2024"]')!)
    fireEvent.click(row.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(ui.getByRole('alert')).toHaveTextContent('Failed to fetch value for copying'))
    expect(writeText).not.toHaveBeenCalled()
    fireEvent.click(row.getByRole('button', { name: 'View' }))
    const dialog = await waitFor(() => ui.getByRole('dialog', { name: 'Cache Value' }))
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load value'))
  })

  it('asks the server for the keys again on Refresh', async () => {
    const { ui, api, data } = await mounted()
    data.set('geocode:5 Oak Ave, Oakdale', { latitude: 37.76, longitude: -120.85 })
    fireEvent.click(ui.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(ui.getByRole('article', { name: 'Total Keys' })).toHaveTextContent('7'))
    expect(api.calls.filter((call) => call === 'GET /kv-cache/keys')).toHaveLength(2)
  })

  it('tells a failed answer from a broken request when loading the keys', async () => {
    const failed = mountElement('fw-kv-cache', {}, fakeKvCache(entries(), { status: 500 }))
    await waitFor(() => expect(inside(failed.root).getByRole('alert')).toHaveTextContent('Failed to load cache keys'))
  })

  it('says Error loading cache keys when the request cannot be made', async () => {
    const broken = mountElement('fw-kv-cache', {}, fakeKvCache(entries(), { networkError: true }))
    await waitFor(() => expect(inside(broken.root).getByRole('alert')).toHaveTextContent('Error loading cache keys'))
  })
})
