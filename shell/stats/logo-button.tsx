// The small logo button (docs/screens.md#the-sidebar): a dot for the live connection's status — green connected,
// yellow pulsing connecting, red disconnected — and a click sets off fireworks for 5 s and picks
// a new random gradient. It is a pointer's toy, not a Tab stop: a keyboard reader tabbing into
// the page should not set off fireworks, and has 'Trigger Fireworks!' in the header menu beside it.
import { useStore } from '@nanostores/react'
import { $liveStatus } from '../../src/live/page-live'
import { $gradient, newGradient } from '../theme/gradient'
import { triggerFireworks } from '../celebrations/fireworks'

export const STATUS_TEXT = { connected: 'connected', connecting: 'connecting', disconnected: 'disconnected' } as const

export function LogoButton() {
  const status = useStore($liveStatus)
  const gradient = useStore($gradient)
  return (
    <button
      type="button"
      tabIndex={-1}
      className="shell-logo"
      style={{ backgroundImage: gradient }}
      aria-label={`Trigger fireworks (live connection ${STATUS_TEXT[status]})`}
      title={`Live connection ${STATUS_TEXT[status]}`}
      onClick={() => {
        triggerFireworks()
        newGradient()
      }}
    >
      <svg className="shell-logo__glyph" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 2v5M12 17v5M2 12h5M17 12h5M4.9 4.9l3.5 3.5M15.6 15.6l3.5 3.5M4.9 19.1l3.5-3.5M15.6 8.4l3.5-3.5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="shell-logo__dot" data-status={status} />
    </button>
  )
}
