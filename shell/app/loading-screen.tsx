// docs/screens.md#general: the root's full-screen 'Loading...', shown only once loading has lasted 200 ms (docs/screens.md#numbers-the-screens-keep),
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
