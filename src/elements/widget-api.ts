// The API client a widget talks through: the one its WidgetRoot made (401s sign the page out, or
// show the widget's own prompt), or outside any root a plain client for the context's base.
import { createContext, useContext, useMemo } from 'react'
import { createApiClient, type ApiClient } from '../api/client'
import { useWidget } from './widget-context'

/** The root's client; null outside a root. */
export const WidgetApiContext = createContext<ApiClient | null>(null)

export function useWidgetApi(): ApiClient {
  const provided = useContext(WidgetApiContext)
  const { apiBase, token } = useWidget()
  const detached = useMemo(() => (provided ? null : createApiClient({ apiBase, token })), [provided, apiBase, token])
  return provided ?? (detached as ApiClient)
}
