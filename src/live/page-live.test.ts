import { queryCache } from '../api/query-cache'
import type { ServerLiveMessage } from '../contract/live'
import { $livePayments, $liveStatus, clearLivePayments, holdLive, onLiveMessage } from './page-live'
import { FakeSocket, noTimers } from './testing/fake-socket'

const options = { apiBase: 'http://127.0.0.1:8787/api', token: () => 'tok', WebSocket: FakeSocket, timers: noTimers }
const payment = { type: 'payment_received', payment_id: 'p1', location_id: 'L', amount: 250, is_home_location: true, timestamp: '2025-07-04T20:00:00.000Z' }

afterEach(() => {
  FakeSocket.opened = []
  clearLivePayments()
})

describe('the page live connection', () => {
  it('opens one socket for every holder, and closes it when the last lets go', () => {
    const releaseFigures = holdLive(options)
    const releaseFeed = holdLive(options)
    expect(FakeSocket.opened).toHaveLength(1)
    const socket = FakeSocket.opened[0]!
    expect(socket.url).toBe('ws://127.0.0.1:8787/api/ws/fireworks')
    expect($liveStatus.get()).toBe('connecting')
    socket.onopen?.({})
    expect($liveStatus.get()).toBe('connected')
    releaseFigures()
    releaseFigures() // a second release of the same hold changes nothing
    expect(socket.closed).toBe(false)
    releaseFeed()
    expect(socket.closed).toBe(true)
    expect($liveStatus.get()).toBe('disconnected')
  })

  it('collects payments and tells listeners of every message', () => {
    const heard: ServerLiveMessage[] = []
    const stopListening = onLiveMessage((message) => heard.push(message))
    const release = holdLive(options)
    const socket = FakeSocket.opened[0]!
    socket.onopen?.({})
    socket.receive(payment)
    socket.onmessage?.({ data: '{"type":"fireworks"}' })
    expect($livePayments.get()).toEqual([payment])
    expect(heard).toEqual([payment, { type: 'fireworks' }])
    stopListening()
    release()
    expect($livePayments.get()).toHaveLength(1) // the feed keeps what it showed
  })

  it("asks again for a location's answers of the years whose figures changed", async () => {
    const answers = { L1_2025: 0, L1_2024: 0, L2_2025: 0 }
    const store = (locationId: string, year: number) =>
      queryCache.createFetcherStore<number>(['/api', '/square/stats', '?', `locationId=${locationId}&years=${year}&days=28to5`], {
        fetcher: async () => ++answers[`${locationId}_${year}` as keyof typeof answers],
      })
    const stores = [store('L1', 2025), store('L1', 2024), store('L2', 2025)]
    const unsubscribe = stores.map((s) => s.subscribe(() => undefined))
    await vi.waitFor(() => expect(answers).toEqual({ L1_2025: 1, L1_2024: 1, L2_2025: 1 }))
    const release = holdLive(options)
    FakeSocket.opened[0]!.receive({ type: 'figures_changed', location_id: 'L1', years: [2025] })
    await vi.waitFor(() => expect(answers.L1_2025).toBe(2))
    expect(answers).toEqual({ L1_2025: 2, L1_2024: 1, L2_2025: 1 })
    release()
    for (const stop of unsubscribe) stop()
  })
})
