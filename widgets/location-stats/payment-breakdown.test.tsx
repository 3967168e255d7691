// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PARTIAL_REFUNDS_NOTE, PAYMENT_CHART_TITLE, PaymentBreakdown } from './payment-breakdown'
import type { PaymentTotals } from './stats-model'

const chart = { labels: ['7/4'], series: [{ key: 'cash-2025', name: '2025 Cash', stack: '2025', values: [1] }] }

function totalsTable(totals: PaymentTotals[]) {
  render(<PaymentBreakdown data={chart} totals={totals} />)
  return screen.getByRole('table', { name: 'Money collected by payment type and year' })
}

const year = (overrides: Partial<PaymentTotals>): PaymentTotals => ({
  year: 2025,
  cashCollected: 0,
  cardCollected: 0,
  otherCollected: 0,
  totalCollected: 0,
  partialRefunds: 0,
  cashPercent: 0,
  cardPercent: 0,
  otherPercent: 0,
  ...overrides,
})

describe('PaymentBreakdown', () => {
  it('says the money is collected, in its title and its table', () => {
    expect(PAYMENT_CHART_TITLE).toMatch(/collected/i)
    const table = totalsTable([year({ cashCollected: 100_000, cardCollected: 116_000, totalCollected: 216_000, cashPercent: 46.3, cardPercent: 53.7 })])
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Year',
      'Cash collected',
      'Card collected',
      'Total collected',
      'Split',
    ])
    expect(within(table).getByRole('row', { name: /2025/ })).toHaveTextContent('2025$1,000.00$1,160.00$2,160.00Cash 46.3% · Card 53.7%')
  })

  it('shows a tender type only when some year collected money under it', () => {
    const table = totalsTable([
      year({ year: 2024, cardCollected: 5_000, totalCollected: 5_000, cardPercent: 100 }),
      year({ cardCollected: 9_000, otherCollected: 1_000, totalCollected: 10_000, cardPercent: 90, otherPercent: 10 }),
    ])
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Year',
      'Card collected',
      'Other collected',
      'Total collected',
      'Split',
    ])
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent('Card 100.0% · Other 0.0%')
  })

  it('shows the partial refunds, already taken off what was collected, when a year has some', () => {
    const table = totalsTable([
      year({ year: 2024, cardCollected: 5_000, totalCollected: 5_000, cardPercent: 100 }),
      year({ cardCollected: 9_460, totalCollected: 9_460, partialRefunds: 540, cardPercent: 100 }),
    ])
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Year',
      'Card collected',
      'Total collected',
      'Partial refunds',
      'Split',
    ])
    expect(within(table).getByRole('row', { name: /2025/ })).toHaveTextContent('2025$94.60$94.60$5.40Card 100.0%')
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent('2024$50.00$50.00$0.00Card 100.0%')
    expect(screen.getByText(PARTIAL_REFUNDS_NOTE)).toBeVisible()
  })

  it('leaves the partial refunds out when no year has any', () => {
    totalsTable([year({ cardCollected: 5_000, totalCollected: 5_000, cardPercent: 100 })])
    expect(screen.queryByText(PARTIAL_REFUNDS_NOTE)).toBeNull()
  })
})

describe('PaymentBreakdown while the newest year is in progress', () => {
  it('names each row’s reach and says the earlier years run to the same minute', () => {
    render(
      <PaymentBreakdown
        data={chart}
        totals={[year({ year: 2024, cashCollected: 8_000, totalCollected: 8_000, cashPercent: 100 }), year({ cashCollected: 6_000, totalCollected: 6_000, cashPercent: 100 })]}
        through={{ month: 7, day: 4, hour: 13, minute: 30 }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Money collected by payment type and year' })
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent('2024 to Jul 4, 1:30 PM$80.00$80.00')
    expect(within(table).getByRole('row', { name: /2025/ })).toHaveTextContent('2025 so far$60.00$60.00')
    expect(screen.getByText(/^Like for like, to Jul 4, 1:30 PM: each earlier year's money collected/)).toBeInTheDocument()
  })
})
