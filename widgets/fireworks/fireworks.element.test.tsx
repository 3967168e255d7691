// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import type { FwEventDetails } from '../../src/elements/events'
import { holdOpenDialog } from '../../src/page/open-dialogs'
import type { ShowOptions } from './fireworks-show'
import './fireworks.element'
import { FakeSocket } from '../../src/live/testing/fake-socket'

// jsdom draws no canvas: the moving show is replaced by a recorder of what was started and stopped.
const shows = vi.hoisted(() => ({ started: [] as Array<{ container: HTMLElement; options: ShowOptions; stopped: boolean; soundFiles: readonly string[] }> }))
vi.mock('./fireworks-show', () => ({
  SOUND_VOLUME_PERCENT: { min: 4, max: 8 },
  startShow: async (container: HTMLElement, options: ShowOptions) => {
    const show = { container, options, stopped: false, soundFiles: options.soundFiles }
    shows.started.push(show)
    return { stop: () => void (show.stopped = true), setSoundFiles: (files: readonly string[]) => void (show.soundFiles = files) }
  },
}))

setUpElementTests()

beforeEach(() => {
  shows.started = []
  FakeSocket.opened = []
  vi.stubGlobal('WebSocket', FakeSocket)
})

function mount(attributes: Record<string, string> = {}) {
  const mounted = mountElement('fw-fireworks', attributes, fakeApi([], {}))
  const celebrated: FwEventDetails['fw-payment-celebrated'][] = []
  mounted.element.addEventListener('fw-payment-celebrated', (event) => celebrated.push(event.detail))
  return { ...mounted, celebrated }
}

async function liveSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.opened).toHaveLength(1))
  const socket = FakeSocket.opened[0]!
  socket.readyState = 1
  socket.onopen?.({})
  return socket
}

const payment = { type: 'payment_received', payment_id: 'p1', location_id: 'L7', amount: 12_345, timestamp: '2025-07-04T20:00:00.000Z' }
const overlayOf = (root: ShadowRoot) => root.querySelector<HTMLElement>('[data-testid="fireworks-overlay"]')

describe('fw-fireworks', () => {
  it('plays for a home-location payment on the live connection and tells the host the amount', async () => {
    const { root, celebrated } = mount()
    const socket = await liveSocket()
    socket.receive({ ...payment, is_home_location: false })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(overlayOf(root)).toBeNull()
    expect(celebrated).toEqual([])

    socket.receive({ ...payment, is_home_location: true })
    await waitFor(() => expect(overlayOf(root)?.dataset.motion).toBe('moving'))
    expect(celebrated).toEqual([{ amount: 12_345, locationId: 'L7', paymentId: 'p1' }])
    await waitFor(() => expect(shows.started).toHaveLength(1))
    expect(shows.started[0]!.container).toBe(overlayOf(root))
    expect(overlayOf(root)?.getAttribute('aria-hidden')).toBe('true')
  })

  it('plays when the server broadcasts fireworks, for the duration it gives, then is removed', async () => {
    const { root } = mount()
    const socket = await liveSocket()
    socket.receive({ type: 'fireworks', duration: 60 })
    await waitFor(() => expect(overlayOf(root)).not.toBeNull())
    await waitFor(() => expect(overlayOf(root)).toBeNull())
    expect(shows.started[0]!.stopped).toBe(true)
  })

  it('plays on trigger(), even called at once, for the duration attribute', async () => {
    const { element, root } = mount({ duration: '80' })
    element.trigger()
    await waitFor(() => expect(overlayOf(root)).not.toBeNull())
    const shownAt = performance.now()
    await waitFor(() => expect(overlayOf(root)).toBeNull())
    expect(performance.now() - shownAt).toBeLessThan(1_000)
  })

  it('stays for 5000 ms by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { element, root } = mount()
      element.trigger()
      await vi.waitFor(() => expect(overlayOf(root)).not.toBeNull())
      await vi.advanceTimersByTimeAsync(4_900)
      expect(overlayOf(root)).not.toBeNull()
      await vi.advanceTimersByTimeAsync(200)
      await vi.waitFor(() => expect(overlayOf(root)).toBeNull())
    } finally {
      vi.useRealTimers()
    }
  })

  it('replaces a running show with a new trigger: one drawing carries on, ending the new duration later', async () => {
    const { element, root } = mount()
    element.trigger(150)
    await waitFor(() => expect(shows.started).toHaveLength(1))
    element.trigger(10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(overlayOf(root)).not.toBeNull()
    expect(root.querySelectorAll('[data-testid="fireworks-overlay"]')).toHaveLength(1)
    expect(shows.started).toHaveLength(1)
    expect(shows.started[0]!.stopped).toBe(false)
    element.trigger(50)
    await waitFor(() => expect(overlayOf(root)).toBeNull())
    expect(shows.started[0]!.stopped).toBe(true)
  })

  it('shows a still burst, and loads no moving show, when the reader prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('prefers-reduced-motion'), media: query, addEventListener() {}, removeEventListener() {} }))
    const { element, root } = mount()
    element.trigger()
    await waitFor(() => expect(overlayOf(root)?.dataset.motion).toBe('still'))
    expect(root.querySelector('[data-testid="fireworks-still"]')).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(shows.started).toEqual([])
  })

  it('is silent until sound is turned on, then plays the three samples served beside the API, also mid-show', async () => {
    const samples = ['http://127.0.0.1/sounds/fireworks-1.wav', 'http://127.0.0.1/sounds/fireworks-2.wav', 'http://127.0.0.1/sounds/fireworks-3.wav']
    const { element, root } = mount()
    element.trigger(10_000)
    await waitFor(() => expect(shows.started).toHaveLength(1))
    expect(shows.started[0]!.options.soundFiles).toEqual([])

    element.setAttribute('sound', 'on')
    await waitFor(() => expect(shows.started[0]!.soundFiles).toEqual(samples))
    element.setAttribute('sound', 'off')
    await waitFor(() => expect(shows.started[0]!.soundFiles).toEqual([]))

    element.setAttribute('sound', 'on')
    element.trigger(20)
    await waitFor(() => expect(overlayOf(root)).toBeNull())
    element.trigger(10_000)
    await waitFor(() => expect(shows.started).toHaveLength(2))
    expect(shows.started[1]!.options.soundFiles).toEqual(samples)
  })

  it('with overlay="off" draws nothing for payments or broadcasts, still tells the host, and still plays on trigger()', async () => {
    const { element, root, celebrated } = mount({ overlay: 'off' })
    const socket = await liveSocket()
    socket.receive({ ...payment, payment_id: 'p-off', is_home_location: true })
    socket.receive({ type: 'fireworks', duration: 5_000 })
    await waitFor(() => expect(celebrated).toEqual([{ amount: 12_345, locationId: 'L7', paymentId: 'p-off' }]))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(overlayOf(root)).toBeNull()
    element.trigger()
    await waitFor(() => expect(overlayOf(root)).not.toBeNull())
  })

  it('draws nothing above an open dialog: a trigger then does nothing, and a dialog opening ends the show', async () => {
    const { element, root } = mount()
    element.trigger(10_000)
    await waitFor(() => expect(overlayOf(root)).not.toBeNull())
    const release = holdOpenDialog()
    await waitFor(() => expect(overlayOf(root)).toBeNull())
    element.trigger(10_000)
    const socket = await liveSocket()
    socket.receive({ ...payment, payment_id: 'p-dialog', is_home_location: true })
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(overlayOf(root)).toBeNull()
    release()
    element.trigger(10_000)
    await waitFor(() => expect(overlayOf(root)).not.toBeNull())
  })

  it('plays one show on the page however many elements it holds, and celebrates each payment once', async () => {
    const first = mount()
    const second = mount()
    const socket = await liveSocket()
    socket.receive({ ...payment, payment_id: 'p-once', is_home_location: true })
    socket.receive({ ...payment, payment_id: 'p-once', is_home_location: true })
    await waitFor(() => expect([first.celebrated, second.celebrated].flat()).toHaveLength(1))
    const overlays = () => [first.root, second.root].filter((root) => overlayOf(root) !== null).length
    await waitFor(() => expect(overlays()).toBe(1))
    second.element.trigger(10_000)
    await waitFor(() => expect(overlayOf(second.root)).not.toBeNull())
    await waitFor(() => expect(overlays()).toBe(1))
  })
})
