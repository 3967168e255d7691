// The series legend above a chart: a swatch and a name per series (years, cash and card).
import { seriesColor } from './palette'
import type { ChartSeries } from './types'

export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="fw-chart-legend" aria-hidden="true">
      {series.map((item, index) => (
        <li key={item.key} className="fw-chart-legend-item">
          <span className="fw-chart-swatch" style={{ background: seriesColor(item, index) }} />
          {item.name}
        </li>
      ))}
    </ul>
  )
}
