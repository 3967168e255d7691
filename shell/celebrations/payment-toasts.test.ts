import { FOLD_WITHIN_MS, foldPayment, foldedText, type RunningToast } from './payment-toasts'

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
