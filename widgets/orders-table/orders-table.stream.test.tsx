// @vitest-environment jsdom
// <fw-orders-table> while its season streams in: the first page of its view shows at once, a sort
// asks for that order's first page instead of waiting, a payment that lands meanwhile shows once,
// and once every order is in, the CSV and the printed table hold every one of them. The season's
// download is held open here (a body that sends its first part and waits), as a slow network
// would hold it; everything else is the real element against the fake API.
import { fireEvent, waitFor, within } from '@testing-library/react'
import Papa from 'papaparse'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation, type FakeApi } from '../../src/api/testing/fake-api'
import type { Order } from '../../src/contract/square-order'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { holdLive } from '../../src/live/page-live'
import { FakeSocket, noTimers } from '../../src/live/testing/fake-socket'
import './orders-table.element'

const LA = 'America/Los_Angeles'
const WHOLE_SEASON = '/api/square/order-summaries?locationId=L1&year=2025'

/** 240 COMPLETED orders, one every half hour from June 28 noon in California, totals all different. */
function season(): Order[] {
  return Array.from({ length: 240 }, (_, index) =>
    order({
      id: `O${String(index).padStart(3, '0')}`,
      createdAt: new Date(Date.parse('2025-06-28T19:00:00.000Z') + index * 1_800_000).toISOString(),
      lines: [line({ name: index % 2 ? 'Rocket' : 'Fountain', gross: 1_000 + ((index * 7_919) % 9_973) })],
    }),
  )
}

/** The fake API with each whole-season answer held after its first 2,000 bytes until released. */
function holdingSeasons(api: FakeApi) {
  const held: Array<() => void> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const answer = await api.fetch(input, init)
    if (!String(input).endsWith(WHOLE_SEASON)) return answer
    const bytes = new Uint8Array(await answer.arrayBuffer())
    let release = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 2_000))
        release = () => {
          controller.enqueue(bytes.slice(2_000))
          controller.close()
        }
      },
      // A newer answer stopped this one: nothing more to send.
      cancel() {
        release = () => {}
      },
    })
    held.push(() => release())
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { api: { ...api, fetch }, held, wholeSeasonCalls: () => api.calls.filter((call) => `/api${call}` === WHOLE_SEASON).length }
}

let release: () => void = () => undefined

setUpElementTests()
afterEach(() => {
  release()
  FakeSocket.opened = []
  vi.restoreAllMocks()
})

const locations = [fakeLocation('L1', 'Oakdale Tent', LA, [2025])]
const table = (root: ShadowRoot) => root.querySelector<HTMLElement>('.fw-orders-table')!
const title = (root: ShadowRoot) => root.querySelector('.fw-orders-title')?.textContent

/** Every row the table holds, as printed (it draws them all for print): their order ids. */
function printedIds(root: ShadowRoot): string[] {
  window.dispatchEvent(new Event('beforeprint'))
  const ids = [...root.querySelectorAll('tbody tr.fw-orders-row a')].map((link) => link.getAttribute('href')!.split('/').at(-1)!)
  window.dispatchEvent(new Event('afterprint'))
  return ids
}

/** Clicks Export CSV and reads the file back: its order ids, in order. */
async function exportedIds(root: ShadowRoot): Promise<string[]> {
  let saved: Blob | undefined
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved = blob as Blob
    return 'blob:orders'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  fireEvent.click(within(root as unknown as HTMLElement).getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(saved).toBeDefined())
  const [, ...rows] = Papa.parse<string[]>(new TextDecoder().decode(new Uint8Array(await saved!.arrayBuffer()).slice(3)).trim()).data
  return rows.map((row) => row[0]!)
}

describe('<fw-orders-table> while its season streams in', () => {
  it('draws the first page of its view at once, then every row once the season is in', async () => {
    const orders = season()
    const { api, held } = holdingSeasons(fakeApi(locations, { 2025: orders }))
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, api)
    await waitFor(() => expect(table(root)).toHaveAttribute('data-rows', 'first-page'))
    expect(title(root)).toBe('240 Orders in 2025')
    expect(root.querySelector('[role="status"]')).toHaveTextContent(/^Showing the first 100 of 240 orders; the rest are on their way/)
    expect(within(root as unknown as HTMLElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    // Newest first: the last order made is the first row.
    expect(printedIds(root)).toEqual(orders.map((each) => each.id).reverse().slice(0, 100))

    await waitFor(() => expect(held).toHaveLength(1))
    held[0]!()
    await waitFor(() => expect(table(root)).toHaveAttribute('data-rows', 'all'))
    expect(root.querySelector('[role="status"]')).toBeNull()
    const newestFirst = orders.map((each) => each.id).reverse()
    expect(printedIds(root)).toEqual(newestFirst)
    expect(await exportedIds(root)).toEqual(newestFirst)
  })

  it("asks the server for a sort's first page when the reader sorts before the season is in", async () => {
    const orders = season()
    const base = fakeApi(locations, { 2025: orders })
    const { api, held } = holdingSeasons(base)
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, api)
    await waitFor(() => expect(table(root)).toHaveAttribute('data-rows', 'first-page'))
    fireEvent.click(within(root as unknown as HTMLElement).getByRole('button', { name: 'Total' }))
    await waitFor(() => expect(base.calls).toContain('/square/order-summaries?locationId=L1&year=2025&sort=total.desc&states=COMPLETED&days=28to5&limit=100'))
    await waitFor(() => expect(table(root)).toHaveAttribute('data-sort', 'total.desc'))
    expect(table(root)).not.toHaveAttribute('aria-busy')
    const byTotal = [...orders].sort((a, b) => b.total_money!.amount - a.total_money!.amount).map((each) => each.id)
    expect(printedIds(root)).toEqual(byTotal.slice(0, 100))
    await waitFor(() => expect(held).toHaveLength(1))

    held[0]!()
    await waitFor(() => expect(table(root)).toHaveAttribute('data-rows', 'all'))
    expect(printedIds(root)).toEqual(byTotal)
  })

  it('shows a payment that arrives while the season streams once, before and after the rest is in', async () => {
    release = holdLive({ apiBase: 'http://127.0.0.1/api', token: () => 'test-token', WebSocket: FakeSocket, timers: noTimers })
    const orders = season()
    const { api, held, wholeSeasonCalls } = holdingSeasons(fakeApi(locations, { 2025: orders }))
    const { root } = mountElement('fw-orders-table', { 'location-id': 'L1', years: '2025', days: '28to5' }, api)
    await waitFor(() => expect(held).toHaveLength(1))
    await waitFor(() => expect(title(root)).toBe('240 Orders in 2025'))
    expect(table(root)).toHaveAttribute('data-rows', 'first-page')
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})

    // The payment: a new order, the newest, while the first download is still on its way.
    const paid = order({ id: 'PAID', createdAt: '2025-07-04T23:00:00.000Z', lines: [line({ name: 'Finale cake', gross: 25_000 })] })
    orders.push(paid)
    socket.receive({ type: 'figures_changed', location_id: 'L1', years: [2025] })
    await waitFor(() => expect(title(root)).toBe('241 Orders in 2025'))
    expect(printedIds(root).filter((id) => id === 'PAID')).toHaveLength(1)
    expect(printedIds(root)[0]).toBe('PAID')

    // The season is asked again; the first download ends after the second began.
    await waitFor(() => expect(held).toHaveLength(2))
    expect(wholeSeasonCalls()).toBe(2)
    held[0]!()
    held[1]!()
    await waitFor(() => expect(table(root)).toHaveAttribute('data-rows', 'all'))
    const printed = printedIds(root)
    expect(printed).toHaveLength(241)
    expect(printed.filter((id) => id === 'PAID')).toHaveLength(1)
    expect(new Set(printed).size).toBe(241)
    const exported = await exportedIds(root)
    expect(exported).toEqual(printed)
    expect(title(root)).toBe('241 Orders in 2025')
  })
})
