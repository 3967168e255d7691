// The interactive layer over a chart: one transparent, focusable target per label. Hover and
// keyboard focus both make a label active (showing its tooltip); arrow keys, Home and End move
// between targets with a roving tabindex, so the whole chart is one tab stop. It sits beside the
// role="img" drawing rather than inside it, because an image's children are presentational and
// must not take focus.
import { useRef, useState, type KeyboardEvent } from 'react'
import { nextPointIndex } from './keyboard'

/** A label's hover and focus area, in the drawing's pixel coordinates. */
export interface HitTarget {
  x: number
  y: number
  width: number
  height: number
}

export interface FocusLayerProps {
  /** Names the group of points ("Daily Net Sales data points"). */
  label: string
  width: number
  height: number
  targets: readonly HitTarget[]
  /** Accessible name of each target, e.g. "6/28: 2024 $1,234". */
  targetNames: readonly string[]
  activeIndex: number | null
  tooltipId: string
  onActivate: (index: number, target: Element) => void
  onDeactivate: () => void
}

export function FocusLayer(props: FocusLayerProps) {
  const { label, width, height, targets, targetNames, activeIndex, tooltipId, onActivate, onDeactivate } = props
  const elements = useRef<(SVGRectElement | null)[]>([])
  const [tabStop, setTabStop] = useState(0)
  const tabbable = Math.min(tabStop, Math.max(0, targets.length - 1))

  const onKeyDown = (event: KeyboardEvent<SVGRectElement>, index: number) => {
    if (event.key === 'Escape') {
      onDeactivate()
      return
    }
    const next = nextPointIndex(event.key, index, targets.length)
    if (next === null) return
    event.preventDefault()
    elements.current[next]?.focus()
  }

  return (
    <svg className="fw-chart-points" width={width} height={height} role="group" aria-label={label}>
      {targets.map((target, index) => (
        <rect
          key={index}
          ref={(element) => {
            elements.current[index] = element
          }}
          className="fw-chart-point"
          role="graphics-symbol"
          aria-label={targetNames[index]}
          aria-describedby={activeIndex === index ? tooltipId : undefined}
          tabIndex={index === tabbable ? 0 : -1}
          x={target.x}
          y={target.y}
          width={Math.max(0, target.width)}
          height={Math.max(0, target.height)}
          onFocus={(event) => {
            setTabStop(index)
            onActivate(index, event.currentTarget)
          }}
          onBlur={onDeactivate}
          onMouseEnter={(event) => onActivate(index, event.currentTarget)}
          onMouseLeave={onDeactivate}
          onKeyDown={(event) => onKeyDown(event, index)}
        />
      ))}
    </svg>
  )
}
