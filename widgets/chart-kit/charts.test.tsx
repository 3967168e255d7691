// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createPortal } from 'react-dom'
import { describe, expect, it } from 'vitest'
import { WidgetRoot } from '../../src/elements/widget-root'
import { AreaChart } from './area-chart'
import { BarChart } from './bar-chart'
import { HorizontalBarChart } from './horizontal-bar-chart'
import { yearColor } from './palette'
import { StackedBarChart } from './stacked-bar-chart'
import type { ChartData } from './types'
import { YearComparisonChart, yearComparisonData } from './year-comparison-chart'

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

// Role queries walk jsdom's whole accessibility tree; plain selectors keep the counts cheap.
const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]')
const points = (root: ParentNode = document) => [...root.querySelectorAll<SVGRectElement>('[role="graphics-symbol"]')]

const days = ['6/28', '6/29', '6/30', '7/1', '7/2', '7/3', '7/4', '7/5']
const twoYears: ChartData = {
  labels: days,
  series: [
    { key: '2024', name: '2024', values: [10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000] },
    { key: '2025', name: '2025', values: [12_300, 0, 0, 0, 0, 0, 0, 150_049] },
  ],
}

describe('BarChart', () => {
  it('draws one bar per day and year, under a labelled image with a stable class', () => {
    const { container } = render(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} labelHeader="Day" />)
    expect(container.querySelector('.fw-bar-chart')).not.toBeNull()
    expect(container.querySelectorAll('.fw-chart-bar')).toHaveLength(16)
    expect(screen.getByRole('img', { name: 'Daily Net Sales, bar chart' })).toBeInTheDocument()
    // 640 px leave room for every day label
    const axis = container.querySelector('.fw-chart-axis-category')!
    expect([...axis.querySelectorAll('text')].map((text) => text.textContent)).toEqual(days)
  })

  it('lists the same numbers in a hidden data table', () => {
    render(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} labelHeader="Day" />)
    const table = screen.getByRole('table', { name: 'Daily Net Sales', hidden: true })
    expect(table.parentElement).toHaveClass('fw-visually-hidden')
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent)
    expect(headers).toEqual(['Day', '2024', '2025'])
    const lastRow = within(table).getAllByRole('row').at(-1)!
    expect([...lastRow.children].map((cell) => cell.textContent)).toEqual(['7/5', '$800', '$1,500'])
  })

  it('shows the tooltip on keyboard focus and moves with the arrow keys', () => {
    render(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} />)
    const targets = points()
    expect(targets).toHaveLength(8)
    // one tab stop for the whole chart
    expect(targets.map((point) => point.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1', '-1', '-1', '-1'])
    act(() => targets[0]!.focus())
    expect(tooltip()).toHaveTextContent('6/28')
    expect(tooltip()).toHaveTextContent('2024$100')
    expect(tooltip()).toHaveTextContent('2025$123')
    expect(targets[0]).toHaveAttribute('aria-describedby', tooltip()!.id)

    fireEvent.keyDown(targets[0]!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(targets[1])
    expect(tooltip()).toHaveTextContent('6/29')
    expect(tooltip()).toHaveTextContent('2024$200')
    expect(targets[1]).toHaveAttribute('tabindex', '0')

    fireEvent.keyDown(targets[1]!, { key: 'End' })
    expect(document.activeElement).toBe(targets[7])
    expect(tooltip()).toHaveTextContent('2025$1,500')

    fireEvent.keyDown(targets[7]!, { key: 'Escape' })
    expect(tooltip()).toBeNull()
  })

  it('names each point with its values for screen readers', () => {
    render(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} />)
    expect(screen.getByRole('graphics-symbol', { name: '6/28: 2024 $100, 2025 $123' })).toBeInTheDocument()
  })

  it('shows the same tooltip on hover and hides it on leave', () => {
    render(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} />)
    const point = points()[3]!
    fireEvent.mouseEnter(point)
    expect(tooltip()).toHaveTextContent('7/1')
    fireEvent.mouseLeave(point)
    expect(tooltip()).toBeNull()
  })

  it('portals the tooltip into the widget portal layer inside the shadow root', () => {
    const host = document.createElement('div')
    document.body.append(host)
    const shadow = host.attachShadow({ mode: 'open' })
    const mount = document.createElement('div')
    const portal = document.createElement('div')
    shadow.append(mount, portal)
    render(
      <WidgetRoot token="test-token" shadowRoot={shadow} portalContainer={portal} host={host}>
        {createPortal(<BarChart title="Daily Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} />, mount)}
      </WidgetRoot>,
    )
    const point = mount.querySelector<SVGRectElement>('.fw-chart-point')!
    act(() => point.focus())
    expect(portal.querySelector('[role="tooltip"]')).toHaveTextContent('6/28')
    expect(document.body.querySelector('[role="tooltip"]')).toBeNull()
    host.remove()
  })
})

describe('AreaChart', () => {
  it('draws one filled area and one line per year', () => {
    const { container } = render(<AreaChart title="Hourly Net Sales" data={twoYears} width={640} height={250} formatValue={dollars} />)
    expect(container.querySelector('.fw-area-chart')).not.toBeNull()
    expect(container.querySelectorAll('.fw-chart-area')).toHaveLength(2)
    expect(container.querySelectorAll('.fw-chart-line')).toHaveLength(2)
    expect(screen.getByRole('img', { name: 'Hourly Net Sales, area chart' })).toBeInTheDocument()
    expect(points()).toHaveLength(8)
  })

  it('thins the hour labels on a narrow chart', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`)
    const data: ChartData = { labels: hours, series: [{ key: 's', name: 'Sales', values: hours.map((_, i) => i * 100) }] }
    const { container } = render(<AreaChart title="Hourly" data={data} width={300} height={250} formatValue={dollars} />)
    const shown = container.querySelectorAll('.fw-chart-axis-category text')
    expect(shown.length).toBeGreaterThan(1)
    expect(shown.length).toBeLessThan(24)
    expect(shown[0]).toHaveTextContent('12am')
  })
})

describe('StackedBarChart', () => {
  const payments: ChartData = {
    labels: ['6/28', '6/29'],
    series: [
      { key: 'cash-2025', name: '2025 Cash', values: [3_000, 5_000], stack: '2025' },
      { key: 'card-2025', name: '2025 Card', values: [7_000, 15_000], stack: '2025' },
    ],
  }

  it('stacks cash on card and gives each its share and the total in the tooltip', () => {
    const { container } = render(
      <StackedBarChart title="Payment Types" data={payments} width={640} height={400} formatValue={dollars} formatShare={percent} />,
    )
    expect(container.querySelector('.fw-stacked-bar-chart')).not.toBeNull()
    expect(container.querySelectorAll('.fw-chart-bar')).toHaveLength(4)
    act(() => points()[1]!.focus())
    expect(tooltip()).toHaveTextContent('2025 Cash$50 (25.0%)')
    expect(tooltip()).toHaveTextContent('2025 Card$150 (75.0%)')
    expect(tooltip()).toHaveTextContent('2025 total$200')
  })
})

describe('HorizontalBarChart', () => {
  it('draws a bar per item and shows tooltip-only detail without drawing it', () => {
    const data: ChartData = {
      labels: ['Roman Candle', 'Sparklers'],
      series: [
        { key: 'sales', name: 'Revenue', values: [50_000, 20_000] },
        { key: 'units', name: 'Units sold', values: [25, 40], tooltipOnly: true, format: (units) => String(units) },
      ],
    }
    const { container } = render(<HorizontalBarChart title="Top items" data={data} width={500} height={200} formatValue={dollars} />)
    expect(container.querySelector('.fw-horizontal-bar-chart')).not.toBeNull()
    expect(container.querySelectorAll('.fw-chart-bar')).toHaveLength(2)
    act(() => points()[1]!.focus())
    expect(tooltip()).toHaveTextContent('Sparklers')
    expect(tooltip()).toHaveTextContent('Revenue$200')
    expect(tooltip()).toHaveTextContent('Units sold40')
  })

  it('cuts long labels on the axis only, and keeps two labels that read alike once cut as two bars', () => {
    const twin = 'Black Cat Firecrackers Brick'
    const data: ChartData = {
      labels: [`${twin} · 40-Pack`, `${twin} · 80-Pack`, 'Snaps'],
      series: [{ key: 'sales', name: 'Revenue', values: [30_000, 20_000, 10_000] }],
    }
    const { container } = render(<HorizontalBarChart title="Top items" data={data} width={500} height={300} formatValue={dollars} />)
    const bars = [...container.querySelectorAll<SVGRectElement>('.fw-chart-bar')]
    expect(bars).toHaveLength(3)
    expect(new Set(bars.map((bar) => bar.getAttribute('y'))).size).toBe(3)
    const axis = [...container.querySelectorAll('.fw-chart-axis-category text')].map((text) => text.textContent)
    expect(axis).toEqual(['Black Cat Firecrackers Br…', 'Black Cat Firecrackers Br…', 'Snaps'])
    act(() => points()[1]!.focus())
    expect(tooltip()).toHaveTextContent(`${twin} · 80-Pack`)
    expect(tooltip()).toHaveTextContent('Revenue$200')
  })
})

describe('YearComparisonChart', () => {
  it('keeps only years above zero, oldest first', () => {
    const data = yearComparisonData(
      [
        { year: 2025, value: 900 },
        { year: 2023, value: 0 },
        { year: 2024, value: 700 },
      ],
      'Total Transactions',
    )
    expect(data).toEqual({
      labels: ['2024', '2025'],
      series: [{ key: 'total', name: 'Total Transactions', values: [700, 900] }],
      labelColors: [yearColor(2024), yearColor(2025)],
    })
  })

  it('draws one bar per year in its own colour', () => {
    const data = yearComparisonData(
      [
        { year: 2024, value: 700 },
        { year: 2025, value: 900 },
      ],
      'Total Transactions',
    )
    const { container } = render(<YearComparisonChart title="Transactions by year" data={data} width={400} height={250} formatValue={String} />)
    const bars = [...container.querySelectorAll('.fw-year-comparison-chart .fw-chart-bar')]
    expect(bars).toHaveLength(2)
    // 2024 orange and 2025 green, as in every other chart of those years
    expect(bars[0]!.getAttribute('fill')).toContain('--fw-chart-2')
    expect(bars[1]!.getAttribute('fill')).toContain('--fw-chart-3')
  })
})
