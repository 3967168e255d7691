// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AreaChart } from './area-chart'
import { BarChart } from './bar-chart'
import { ChartFrame } from './chart-frame'
import type { ChartData } from './types'

const data: ChartData = { labels: ['6/28', '6/29'], series: [{ key: '2025', name: '2025', values: [100, 200] }] }
const byName = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent === name || button.getAttribute('aria-label') === name)!

function DailyChart(props: { loading?: boolean; empty?: boolean }) {
  return (
    <ChartFrame title="Net Sales" defaultMode="bar" {...props}>
      {({ width, height, mode }) =>
        mode === 'bar' ? (
          <BarChart title="Net Sales" data={data} width={width} height={height} formatValue={String} />
        ) : (
          <AreaChart title="Net Sales" data={data} width={width} height={height} formatValue={String} />
        )
      }
    </ChartFrame>
  )
}

function Exploding(): never {
  throw new Error('SQLITE_CORRUPT at /srv/data/fireworks.db')
}

describe('ChartFrame', () => {
  beforeEach(() => {
    // React reports errors caught by a boundary on the console; the test checks the screen instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => vi.restoreAllMocks())

  it('says which chart is loading, and when there is nothing to draw', () => {
    const { rerender } = render(<DailyChart loading />)
    expect(screen.getByText('Loading Net Sales chart...')).toBeInTheDocument()
    expect(document.querySelector('.fw-bar-chart')).toBeNull()
    rerender(<DailyChart empty />)
    expect(screen.getByText('No data available')).toBeInTheDocument()
    rerender(<DailyChart />)
    expect(document.querySelector('.fw-bar-chart')).not.toBeNull()
  })

  it('sizes the chart at 250 px high, and at the fallback width where nothing can be measured', () => {
    render(<DailyChart />)
    const drawing = document.querySelector('.fw-chart-drawing')!
    expect(drawing.getAttribute('height')).toBe('250')
    expect(drawing.getAttribute('width')).toBe('640')
    expect(document.querySelector<HTMLElement>('.fw-chart-frame-body')!.style.height).toBe('250px')
  })

  it('switches between bars and areas with pressed toggle buttons', () => {
    render(<DailyChart />)
    expect(byName('Bar')).toHaveAttribute('aria-pressed', 'true')
    expect(byName('Area')).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(byName('Area'))
    expect(byName('Area')).toHaveAttribute('aria-pressed', 'true')
    expect(document.querySelector('.fw-area-chart')).not.toBeNull()
    expect(document.querySelector('.fw-bar-chart')).toBeNull()
  })

  it('expands to a full-screen dialog that Escape closes, returning focus to the expand button', () => {
    render(<DailyChart />)
    const expand = byName('Expand chart')
    act(() => expand.focus())
    fireEvent.click(expand)
    const dialog = screen.getByRole('dialog', { name: 'Net Sales' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAttribute('data-expanded')
    expect(expand).toHaveAccessibleName('Exit full screen')

    // Focus wanders into the chart, then Escape closes from there.
    const point = document.querySelector<SVGRectElement>('.fw-chart-point')!
    act(() => point.focus())
    fireEvent.keyDown(point, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(expand)
    expect(expand).toHaveAccessibleName('Expand chart')
  })

  it('keeps Tab inside the expanded chart', () => {
    render(<DailyChart />)
    const expand = byName('Expand chart')
    fireEvent.click(expand)
    const first = byName('Bar')
    const point = document.querySelector<SVGRectElement>('.fw-chart-point[tabindex="0"]')!
    act(() => point.focus())
    fireEvent.keyDown(point, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(point)
  })

  it('replaces a failing chart with a neutral message that hides the error text', () => {
    render(
      <div>
        <ChartFrame title="Broken">{() => <Exploding />}</ChartFrame>
        <DailyChart />
      </div>,
    )
    expect(screen.getByText('Chart unavailable')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('SQLITE_CORRUPT')
    expect(document.body.textContent).not.toContain('/srv/data')
    // the neighbouring chart still draws
    expect(document.querySelector('.fw-bar-chart')).not.toBeNull()
  })

  it('catches a chart whose render function itself throws, keeping the rest of the page', () => {
    render(
      <div>
        <ChartFrame title="Broken">
          {() => {
            throw new Error('SQLITE_CORRUPT at /srv/data/fireworks.db')
          }}
        </ChartFrame>
        <DailyChart />
      </div>,
    )
    expect(screen.getByText('Chart unavailable')).toBeInTheDocument()
    expect(document.body.textContent).not.toContain('SQLITE_CORRUPT')
    expect(document.querySelector('.fw-bar-chart')).not.toBeNull()
  })

  it('gives a failed chart another try when new data arrives, and not before', () => {
    const broken: ChartData = { labels: ['6/28'], series: [{ key: 'x', name: 'x', values: [Number.NaN] }] }
    const draw = (chartData: ChartData) => (chartData === broken ? <Exploding /> : <BarChart title="Net Sales" data={chartData} width={400} height={200} formatValue={String} />)
    const frame = (chartData: ChartData) => (
      <ChartFrame title="Net Sales" resetKey={chartData}>
        {() => draw(chartData)}
      </ChartFrame>
    )
    const { rerender } = render(frame(broken))
    expect(screen.getByText('Chart unavailable')).toBeInTheDocument()
    rerender(frame(broken))
    expect(screen.getByText('Chart unavailable')).toBeInTheDocument()
    // New data of the same shape (an object, like every chart's data) must still count as new.
    rerender(frame({ ...data }))
    expect(screen.queryByText('Chart unavailable')).toBeNull()
    expect(document.querySelector('.fw-bar-chart')).not.toBeNull()
  })
})
