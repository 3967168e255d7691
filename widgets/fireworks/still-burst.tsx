// The fireworks for readers who prefer reduced motion: three bursts drawn once, no movement.
// The same drawing as the dashboard's favicon.

const RAYS = 12

interface BurstProps {
  cx: number
  cy: number
  radius: number
  colour: string
}

function Burst({ cx, cy, radius, colour }: BurstProps) {
  const rays = Array.from({ length: RAYS }, (_, index) => {
    const angle = (index / RAYS) * 2 * Math.PI
    const inner = radius * 0.35
    return {
      x1: cx + Math.cos(angle) * inner,
      y1: cy + Math.sin(angle) * inner,
      x2: cx + Math.cos(angle) * radius,
      y2: cy + Math.sin(angle) * radius,
    }
  })
  return (
    <g stroke={colour} fill={colour} strokeLinecap="round">
      {rays.map((ray, index) => (
        <g key={index}>
          <line x1={ray.x1} y1={ray.y1} x2={ray.x2} y2={ray.y2} strokeWidth={radius * 0.07} />
          <circle cx={ray.x2} cy={ray.y2} r={radius * 0.07} stroke="none" />
        </g>
      ))}
      <circle cx={cx} cy={cy} r={radius * 0.12} stroke="none" />
    </g>
  )
}

export function StillBurst() {
  return (
    <svg className="fw-fireworks-still" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid meet" data-testid="fireworks-still" aria-hidden="true" focusable="false">
      <Burst cx={200} cy={120} radius={90} colour="#f59e0b" />
      <Burst cx={90} cy={190} radius={55} colour="#ef4444" />
      <Burst cx={315} cy={200} radius={60} colour="#3b82f6" />
    </svg>
  )
}
