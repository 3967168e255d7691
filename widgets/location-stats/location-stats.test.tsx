// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SEASON_DAYS } from '../../src/season'
import { FIXTURE_2023, FIXTURE_2024, FIXTURE_2025, fixtureAnalysis, type FixtureYear } from './fixture-stats'
import { LocationStatsLoading, LocationStatsView } from './location-stats-view'
import { buildStatsModel } from './stats-model'

function renderStats(years: FixtureYear[]) {
  const model = buildStatsModel(fixtureAnalysis(years), [...SEASON_DAYS], 'Oakdale Tent')
  return render(<LocationStatsView model={model} />)
}

const card = (title: string) => document.querySelector<HTMLElement>(`[data-card="${title}"]`)!
const frameTitles = () => [...document.querySelectorAll('.fw-chart-frame-title')].map((title) => title.textContent)

describe('LocationStatsView', () => {
  it('shows the newest year on the cards with its change against the two years before', () => {
    const { container } = renderStats([FIXTURE_2023, FIXTURE_2024, FIXTURE_2025])
    expect(container.firstElementChild).toHaveClass('fw-location-stats')
    // 2025: 250 transactions; 2024: 200 (+25.0%); 2023: 160 (+56.25% → +56.3%)
    expect(card('totalTransactions')).toHaveTextContent('Total Transactions250')
    expect(card('totalTransactions')).toHaveTextContent('+25.0% vs 2024')
    expect(card('totalTransactions')).toHaveTextContent('+56.3% vs 2023')
    // 2025: $12,345.67; 2024: $10,000.00 (+23.4567%); 2023: $8,000.00 (+54.3208…%)
    expect(card('netSales')).toHaveTextContent('Net Sales$12,345.67')
    expect(card('netSales')).toHaveTextContent('+23.5% vs 2024')
    expect(card('netSales')).toHaveTextContent('+54.3% vs 2023')
    // 1,234,567 ÷ 250 = 4,938.268 → $49.38, against $50.00 in both older years: −1.24%
    expect(card('averageOrderValue')).toHaveTextContent('Average Order Value$49.38')
    expect(card('averageOrderValue')).toHaveTextContent('-1.2% vs 2024')
    expect(card('averageOrderValue')).toHaveTextContent('-1.2% vs 2023')
    expect(card('averageOrderValue').querySelector('[data-trend]')).toHaveAttribute('data-trend', 'down')
  })

  it('adds year-comparison charts when more than one year is selected', () => {
    renderStats([FIXTURE_2024, FIXTURE_2025])
    expect(frameTitles()).toEqual([
      'Total Transactions by Year',
      'Net Sales by Year',
      'Daily Total Transactions',
      'Daily Net Sales',
      'Money Collected by Payment Type',
      'Hourly Net Sales',
      'Hourly Total Transactions',
    ])
    expect(document.querySelectorAll('.fw-year-comparison-chart')).toHaveLength(2)
  })

  it('shows no year comparison for a single year, and nothing to compare on the cards', () => {
    renderStats([FIXTURE_2025])
    expect(frameTitles()).not.toContain('Total Transactions by Year')
    expect(document.querySelector('.fw-year-comparison-chart')).toBeNull()
    expect(card('netSales')).toHaveTextContent('No earlier year selected to compare')
  })

  it('starts hourly net sales as an area chart and the other series charts as bars', () => {
    renderStats([FIXTURE_2025])
    const frames = [...document.querySelectorAll<HTMLElement>('.fw-chart-frame')]
    const frame = (title: string) => frames.find((candidate) => candidate.querySelector('h3')?.textContent === title)!
    const pressed = (title: string) => frame(title).querySelector('button[aria-pressed="true"]')?.textContent
    expect(pressed('Hourly Net Sales')).toBe('Area')
    expect(pressed('Hourly Total Transactions')).toBe('Bar')
    expect(pressed('Daily Net Sales')).toBe('Bar')
    expect(frame('Hourly Net Sales').querySelector('.fw-area-chart')).not.toBeNull()
    const hourLabels = [...frame('Hourly Total Transactions').querySelectorAll('.fw-chart-axis-category text')].map((t) => t.textContent)
    expect(hourLabels[0]).toBe('12am')
  })

  it('gives each year the payment totals and the cash/card split', () => {
    renderStats([FIXTURE_2025])
    // cash: 40% of each day rounded → 493,827 cents; card the rest: 740,740
    const row = document.querySelector<HTMLElement>('.fw-payment-totals tbody tr')!
    expect([...row.children].map((cell) => cell.textContent)).toEqual(['2025', '$4,938.27', '$7,407.40', '$12,345.67', 'Cash 40.0% · Card 60.0%'])
    expect(document.querySelectorAll('.fw-stacked-bar-chart .fw-chart-bar')).toHaveLength(16)
    const dayLabels = [...document.querySelectorAll('.fw-stacked-bar-chart .fw-chart-axis-category text')].map((t) => t.textContent)
    expect(dayLabels).toEqual(['6/28', '6/29', '6/30', '7/1', '7/2', '7/3', '7/4', '7/5'])
  })

  it('says which charts are loading', () => {
    render(<LocationStatsLoading />)
    expect(screen.getByText('Loading Daily Net Sales chart...')).toBeInTheDocument()
    expect(screen.getByText('Loading Money Collected by Payment Type chart...')).toBeInTheDocument()
    expect(screen.getByText('Loading Hourly Total Transactions chart...')).toBeInTheDocument()
  })

  it('says when the selected days hold no sales, and each chart has no data', () => {
    renderStats([{ year: 2025, transactions: Array(8).fill(0), netSales: Array(8).fill(0) }])
    expect(screen.getByText('No sales found for Oakdale Tent in the selected date range.')).toBeInTheDocument()
    expect(screen.getAllByText('No data available')).toHaveLength(5)
  })

  it('asks for years when none are selected', () => {
    renderStats([])
    expect(screen.getByText(/No Years Selected/)).toBeInTheDocument()
    expect(document.querySelector('.fw-summary-card')).toBeNull()
  })
})
