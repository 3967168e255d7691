import {
  EMPTY_CORNER,
  FOLD_WITHIN_MS,
  foldPayment,
  foldedText,
  hearPayment,
  minutePassed,
  nextMinuteChange,
  SUMMARY_WINDOW_MS,
  summaryText,
  TOASTS_A_MINUTE,
  toastClosed,
  type CornerState,
  type RunningToast,
} from './payment-toasts'

let ids = 0
const fresh = { id: () => `toast-${++ids}`, message: (cents: number) => `Sold: ${cents}` }

/** Folds payments in arrival order, as the toasts would show them. */
function replay(payments: Array<[amountCents: number, at: number]>): Array<{ id: string; text: string }> {
  let running: RunningToast | null = null
  const shown: Array<{ id: string; text: string }> = []
  for (const [amountCents, at] of payments) {
    const step = foldPayment(running, { amountCents, at }, fresh)
    running = step.toast
    shown.push({ id: step.toast.id, text: step.text })
  }
  return shown
}

beforeEach(() => {
  ids = 0
})

describe('the celebration toasts', () => {
  it('gives a payment alone its own toast with a celebration message', () => {
    expect(replay([[2_500, 0]])).toEqual([{ id: 'toast-1', text: 'Sold: 2500' }])
  })

  it('folds payments arriving faster than one a second into the running toast, counting and summing them', () => {
    expect(replay([[4_000, 0], [5_000, 400], [3_450, 900]])).toEqual([
      { id: 'toast-1', text: 'Sold: 4000' },
      { id: 'toast-1', text: '2 payments, $90.00' },
      { id: 'toast-1', text: '3 payments, $124.50' },
    ])
  })

  it('measures the second from the latest payment, so a steady rush keeps folding', () => {
    const rush = replay([[100, 0], [100, 800], [100, 1_600], [100, 2_400]])
    expect(new Set(rush.map((shown) => shown.id))).toEqual(new Set(['toast-1']))
    expect(rush.at(-1)?.text).toBe('4 payments, $4.00')
  })

  it('starts a new toast for a payment a second or more after the last', () => {
    const shown = replay([[1_000, 0], [2_000, FOLD_WITHIN_MS], [3_000, FOLD_WITHIN_MS + 500], [4_000, 5_000]])
    expect(shown.map((entry) => entry.id)).toEqual(['toast-1', 'toast-2', 'toast-2', 'toast-3'])
    expect(shown.map((entry) => entry.text)).toEqual(['Sold: 1000', 'Sold: 2000', '2 payments, $50.00', 'Sold: 4000'])
  })

  it('writes a folded toast as a count and a dollar total', () => {
    expect(foldedText(3, 12_450)).toBe('3 payments, $124.50')
    expect(foldedText(12, 123_456_78)).toBe('12 payments, $123,456.78')
  })
})

/** Payments [cents, ms] heard in turn: what the corner draws after each. */
function corner(payments: Array<[amountCents: number, at: number]>, start: CornerState = EMPTY_CORNER) {
  let state = start
  const drawn: Array<{ toast: string | null; summary: string | null | undefined }> = []
  for (const [amountCents, at] of payments) {
    const step = hearPayment(state, { amountCents, at }, fresh)
    state = step.state
    drawn.push({ toast: step.toast ? `${step.toast.id}: ${step.toast.text}` : null, summary: step.summary })
  }
  return { state, drawn }
}

describe('the busiest hour', () => {
  it('starts at most three toasts a minute; the payments after them go to one summary that keeps the count', () => {
    // Twenty payments of $47, 1.5 s apart: thirty seconds of a rush.
    const rush = Array.from({ length: 20 }, (_, index): [number, number] => [4_700, index * 1_500])
    const { state, drawn } = corner(rush)
    expect(drawn.filter((step) => step.toast !== null)).toHaveLength(TOASTS_A_MINUTE)
    expect(drawn.slice(0, 3).map((step) => step.toast)).toEqual(['toast-1: Sold: 4700', 'toast-2: Sold: 4700', 'toast-3: Sold: 4700'])
    expect(drawn[3]!.summary).toBe('4 payments, $188 in the last minute')
    expect(drawn.at(-1)!.summary).toBe('20 payments, $940 in the last minute')
    expect(state.summary).toBe(true)
  })

  it('counts the summary down as payments leave the minute, and takes it away a minute after the rush', () => {
    const { state } = corner(Array.from({ length: 6 }, (_, index): [number, number] => [1_000, index * 2_000]))
    expect(nextMinuteChange(state)).toBe(SUMMARY_WINDOW_MS)
    const later = minutePassed(state, SUMMARY_WINDOW_MS + 4_500)
    // The payments at 0, 2 and 4 s have left; 6, 8 and 10 s remain.
    expect(later.summary).toBe('3 payments, $30 in the last minute')
    const gone = minutePassed(later.state, 10_000 + SUMMARY_WINDOW_MS)
    expect(gone.summary).toBeNull()
    expect(gone.state.summary).toBe(false)
    expect(nextMinuteChange(gone.state)).toBeNull()
    // A quiet corner again: the next payment has a toast of its own.
    expect(hearPayment(gone.state, { amountCents: 500, at: 200_000 }, fresh).toast).not.toBeNull()
  })

  it('still folds a burst into the running toast; past three toasts a minute, every payment goes to the summary', () => {
    const burst = corner([[1_000, 0], [2_000, 300], [3_000, 600]])
    expect(burst.drawn.map((step) => step.toast)).toEqual(['toast-1: Sold: 1000', 'toast-1: 2 payments, $30.00', 'toast-1: 3 payments, $60.00'])
    expect(burst.state.summary).toBe(false)
    const rushed = corner([[1_000, 0], [1_000, 2_000], [1_000, 4_000], [1_000, 6_000], [5_000, 6_400]])
    expect(rushed.drawn[3]).toEqual({ toast: null, summary: '4 payments, $40 in the last minute' })
    expect(rushed.drawn[4]).toEqual({ toast: null, summary: '5 payments, $90 in the last minute' })
  })

  it('lets a closed toast go: a payment after it starts another', () => {
    const { state } = corner([[1_000, 0]])
    const closed = toastClosed(state, 'toast-1')
    expect(closed.running).toBeNull()
    expect(hearPayment(closed, { amountCents: 1_000, at: 500 }, fresh).toast?.id).toBe('toast-2')
  })

  it('writes the summary in whole dollars, one payment or many', () => {
    expect(summaryText([{ amountCents: 94_049, at: 0 }])).toBe('1 payment, $940 in the last minute')
    expect(summaryText([{ amountCents: 50_000, at: 0 }, { amountCents: 44_000, at: 1 }])).toBe('2 payments, $940 in the last minute')
  })
})
