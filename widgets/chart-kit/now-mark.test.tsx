// @vitest-environment jsdom
// A chart over hours while the hour in progress runs: the hours still to come are not drawn (no
// $0 bars, no cliff to 0 in area mode), the data table reads them as missing, and a "now" line
// stands where now has got to.
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MISSING_FIGURE } from '../../src/format/money'
import { AreaChart, loneKnownPoints } from './area-chart'
import { BarChart } from './bar-chart'
import { nowPosition } from './now-mark'
import type { ChartData } from './types'

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`
const hours = ['6pm', '7pm', '8pm (now)', '9pm', '10pm']
// 2024 whole; 2025 up to the hour in progress (8pm), at 8:30 PM.
const tonight: ChartData = {
  labels: hours,
  series: [
    { key: '2024', name: '2024', values: [40_000, 50_000, 60_000, 30_000, 10_000] },
    { key: '2025', name: '2025', values: [45_000, 52_000, 20_000, Number.NaN, Number.NaN] },
  ],
  now: 2.5,
}

describe('nowPosition', () => {
  it('puts now at the start of its slot plus the part of the slot gone', () => {
    expect(nowPosition(2.5, 5, (index) => index * 100, 100)).toBe(250)
    expect(nowPosition(0, 5, (index) => 10 + index * 100, 100)).toBe(10)
  })

  it('keeps now on the chart: before the first slot at its start, after the last at its end', () => {
    expect(nowPosition(-1, 5, (index) => index * 100, 100)).toBe(0)
    expect(nowPosition(7, 5, (index) => index * 100, 100)).toBe(500)
  })

  it('has no place without labels or with no number', () => {
    expect(nowPosition(1, 0, (index) => index, 1)).toBeNull()
    expect(nowPosition(Number.NaN, 5, (index) => index, 1)).toBeNull()
  })
})

describe('loneKnownPoints', () => {
  it('finds the points a curve cannot draw: known ones with no known neighbour', () => {
    const points = [true, false, true, true, false, true].map((known, x) => ({ x, known }))
    expect(loneKnownPoints(points).map((point) => point.x)).toEqual([0, 5])
  })
})

describe('a chart of the hour in progress', () => {
  it('draws no bar for the hours to come and a now line through the hour in progress', () => {
    const { container } = render(<BarChart title="Hourly Net Sales" data={tonight} width={500} height={250} formatValue={dollars} labelHeader="Hour" />)
    // 2024's five hours and 2025's three.
    expect(container.querySelectorAll('.fw-chart-bar')).toHaveLength(8)
    const now = container.querySelector('.fw-chart-now')!
    expect(now).toHaveTextContent('now')
    // Half way through the third of five slots of the plot.
    const x = Number(/translate\(([\d.]+),/.exec(now.getAttribute('transform') ?? '')![1])
    const plot = container.querySelector('.fw-chart-axis-value line')!
    const width = Number(plot.getAttribute('x2'))
    expect(x / width).toBeGreaterThan(0.45)
    expect(x / width).toBeLessThan(0.55)
  })

  it('stops the area of the season in progress at the hour in progress instead of dropping to $0', () => {
    const { container } = render(<AreaChart title="Hourly Net Sales" data={tonight} width={500} height={250} formatValue={dollars} labelHeader="Hour" />)
    const [whole, inProgress] = [...container.querySelectorAll('.fw-chart-line')].map((path) => path.getAttribute('d') ?? '')
    // One move-to and a curve through each known point: 2025's ends at its third point.
    const xs = (d: string) => [...d.matchAll(/[ML,C]\s*([\d.]+),([\d.]+)/g)].map((match) => Number(match[1]))
    expect(Math.max(...xs(inProgress!))).toBeLessThan(Math.max(...xs(whole!)))
    expect(container.querySelector('.fw-chart-now')).not.toBeNull()
  })

  it('reads the hours to come as missing in the data table, and the hour in progress as now', () => {
    render(<BarChart title="Hourly Net Sales" data={tonight} width={500} height={250} formatValue={dollars} labelHeader="Hour" />)
    const table = screen.getByRole('table', { name: 'Hourly Net Sales', hidden: true })
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['6pm', '$400', '$450'],
      ['7pm', '$500', '$520'],
      ['8pm (now)', '$600', '$200'],
      ['9pm', '$300', MISSING_FIGURE],
      ['10pm', '$100', MISSING_FIGURE],
    ])
  })

  it('draws no now line when no hour is in progress', () => {
    const { container } = render(<BarChart title="Hourly Net Sales" data={{ ...tonight, now: undefined }} width={500} height={250} formatValue={dollars} />)
    expect(container.querySelector('.fw-chart-now')).toBeNull()
  })
})
