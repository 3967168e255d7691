// The server's clock for a widget whose screen depends on "today" (the orders tab's date rule, the
// Today button): measured once per page and API base (src/clock/page-clock), and `ready` once the
// measurement is in, or has failed and the machine's clock stands in.
import { useEffect, useState } from 'react'
import type { Clock } from '../../../src/clock/clock'
import { pageClock, syncPageClock } from '../../../src/clock/page-clock'
import { useWidgetApi } from '../../../src/elements/widget-api'

export function useServerClock(needed = true): { clock: Clock; ready: boolean } {
  const api = useWidgetApi()
  const [synced, setSynced] = useState<string | null>(null)
  useEffect(() => {
    if (!needed) return
    let current = true
    const settle = () => {
      if (current) setSynced(api.apiBase)
    }
    syncPageClock(api).then(settle, settle)
    return () => {
      current = false
    }
  }, [api, needed])
  return { clock: pageClock, ready: !needed || synced === api.apiBase }
}
