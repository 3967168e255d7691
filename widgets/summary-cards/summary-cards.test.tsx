// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SummaryCards as SummaryFigures } from '../../src/analytics'
import { line, order } from '../../src/analytics/order-fixtures'
import { fakeApi, fakeLocation } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { SummaryCardsView, trendOf } from './summary-cards'
import './summary-cards.element'

const card = (root: ParentNode, key: string) => root.querySelector<HTMLElement>(`[data-card="${key}"]`)

describe('SummaryCardsView', () => {
  const figures: SummaryFigures = {
    totalTransactions: { year: 2025, value: 1_234, against: [{ year: 2024, value: 1_000, change: 23.4 }] },
    netSales: { year: 2025, value: 9_876_543, against: [{ year: 2024, value: 10_000_000, change: -1.23457 }] },
    averageOrderValue: { year: 2025, value: 8_004, against: [{ year: 2024, value: 8_004, change: 0 }] },
    through: null,
  }

  it('shows counts with separators, money with 2 decimals and changes with 1 decimal', () => {
    const { container } = render(<SummaryCardsView figures={figures} />)
    expect(card(container, 'totalTransactions')).toHaveTextContent('Total Transactions1,2342025▲+23.4% vs 2024')
    expect(card(container, 'netSales')).toHaveTextContent('Net Sales$98,765.432025▼-1.2% vs 2024')
    expect(card(container, 'averageOrderValue')).toHaveTextContent('Average Order Value$80.042025■0.0% vs 2024')
  })

  it('says when the older season is compared like for like, up to when', () => {
    const { container } = render(<SummaryCardsView figures={{ ...figures, through: { month: 7, day: 4, hour: 20, minute: 30 } }} />)
    expect(card(container, 'netSales')).toHaveTextContent('▼-1.2% vs 2024Like for like, to Jul 4, 8:30 PM')
  })

  it('colours a change by the direction it shows', () => {
    expect(trendOf(12.5)).toBe('up')
    expect(trendOf(-3)).toBe('down')
    // rounds to 0.0%: no direction to show
    expect(trendOf(0.04)).toBe('flat')
    expect(trendOf(-0.04)).toBe('flat')
  })

  it('shows placeholders while loading and a message without years', () => {
    const { container, rerender } = render(<SummaryCardsView figures={null} loading />)
    expect(container.querySelectorAll('.fw-summary-card-loading')).toHaveLength(3)
    rerender(<SummaryCardsView figures={null} />)
    expect(container).toHaveTextContent('No years selected')
  })
})

describe('<fw-summary-cards>', () => {
  setUpElementTests()

  const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2024, 2025])]
  const orders = {
    2024: [order({ createdAt: '2024-07-04T20:00:00.000Z', lines: [line({ gross: 8_000 })] })],
    2025: [
      order({ createdAt: '2025-07-04T20:00:00.000Z', lines: [line({ gross: 6_000 })] }),
      order({ createdAt: '2025-07-03T20:00:00.000Z', lines: [line({ gross: 4_001 })] }),
    ],
  }

  it('loads the season figures and shows the newest season against the one before', async () => {
    const { root } = mountElement('fw-summary-cards', { 'location-id': 'L1', years: '2024,2025' }, fakeApi(locations, orders))
    // 2025: 2 transactions, $100.01 net, $50.01 average (10,001 ÷ 2 = 5,000.5 → 5,001 cents)
    await waitFor(() => expect(card(root, 'netSales')).toHaveTextContent('$100.01'))
    expect(card(root, 'totalTransactions')).toHaveTextContent('Total Transactions22025▲+100.0% vs 2024')
    expect(card(root, 'netSales')).toHaveTextContent('+25.0% vs 2024')
    expect(card(root, 'averageOrderValue')).toHaveTextContent('$50.01')
    // (5,001 − 8,000) ÷ 8,000 = −37.4875%
    expect(card(root, 'averageOrderValue')).toHaveTextContent('-37.5% vs 2024')
  })

  it('announces a refused session and asks the reader to sign in, without leaving the page', async () => {
    const unauthorized = vi.fn()
    document.addEventListener('fw-unauthorized', unauthorized)
    const { root } = mountElement('fw-summary-cards', { 'location-id': 'L1', years: '2024,2025' }, fakeApi(locations, orders, { status: 401 }))
    await waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(root.querySelector('.fw-sign-in')).not.toBeNull())
    expect(card(root, 'netSales')).toBeNull()
    document.removeEventListener('fw-unauthorized', unauthorized)
  })
})
