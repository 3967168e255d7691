// What the colours of a location's coordinates mean, wherever they are coloured (the map's pins,
// the admin's Coordinates column): from Square, or found by our geocoder from the address (docs/contract.md#entities
// source "internal"). Each widget colours the swatches as it colours what they explain.
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'

const legendStyles = defineStyles(`
.fw-source-legend { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; padding: 0; list-style: none; font-size: 0.85em; color: var(--fw-muted-fg); }
.fw-source-legend li { display: inline-flex; align-items: center; gap: 6px; }
.fw-source-swatch { display: inline-block; width: 12px; height: 12px; border-radius: 50%; border: 1.5px solid var(--fw-fg); }
.fw-source-swatch[data-source='square'] { background: var(--fw-source-square, var(--fw-accent)); }
.fw-source-swatch[data-source='internal'] { background: var(--fw-source-internal, var(--fw-warning)); }
`, 'kit')

export const COORDINATE_SOURCE_TEXT = { square: 'Coordinates from Square', internal: 'Coordinates from the address (geocoded)' } as const

export function CoordinateLegend({ className }: { className?: string }) {
  useStyles(legendStyles)
  return (
    <ul className={className ? `fw-source-legend ${className}` : 'fw-source-legend'} aria-label="Coordinate colours">
      {(['square', 'internal'] as const).map((source) => (
        <li key={source}>
          <span className="fw-source-swatch" data-source={source} aria-hidden="true" />
          {COORDINATE_SOURCE_TEXT[source]}
        </li>
      ))}
    </ul>
  )
}
