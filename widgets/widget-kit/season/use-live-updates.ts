// Keeps the page's live connection open while a widget that shows figures is on screen, so a
// location's answers are asked again when the server says its figures changed (src/live/page-live).
import { useEffect } from 'react'
import { holdLive } from '../../../src/live/page-live'
import { useWidget } from '../../../src/elements/widget-context'

export function useLiveUpdates(): void {
  const { apiBase, readToken } = useWidget()
  useEffect(() => holdLive({ apiBase, token: readToken }), [apiBase, readToken])
}
