// SPEC §2: the root's full-screen 'Loading...', shown only once loading has lasted 200 ms (SPEC §9),
// so a fast start never flashes it; also the route's suspense fallback while its code arrives.
import { useDelayedFlag } from '../../widgets/widget-kit'

export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const shown = useDelayedFlag(true)
  return (
    <div className={fullScreen ? 'shell-loading shell-loading--full' : 'shell-loading'} role="status" aria-live="polite">
      {shown ? 'Loading...' : null}
    </div>
  )
}
