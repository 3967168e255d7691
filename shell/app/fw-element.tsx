// Renders one fw-* element the way the shell composes every screen (DESIGN §3c): data goes down as
// attributes, with the context attributes every element takes (the page's theme, and
// sign-in-prompt="off" because the shell signs in itself); intent comes up as fw-* events. A tag
// whose module has not loaded yet renders as an unknown element and upgrades when it is defined.
import { useStore } from '@nanostores/react'
import { createElement, useEffect, useRef } from 'react'
import { $theme } from '../theme/theme-store'

export type FwTagName = `fw-${string}`

export interface FwElementProps {
  tag: FwTagName
  /** Attribute name → value; undefined leaves the attribute off (the element's default). */
  attributes?: Readonly<Record<string, string | undefined>>
  /** fw-* events the screen handles itself (fw-navigate and fw-unauthorized are the page's). */
  on?: Readonly<Record<string, ((event: CustomEvent) => void) | undefined>>
  className?: string
}

export function FwElement({ tag, attributes = {}, on = {}, className }: FwElementProps) {
  const theme = useStore($theme)
  const ref = useRef<HTMLElement>(null)
  const handlers = useRef(on)
  handlers.current = on
  const eventNames = Object.keys(on).sort().join(' ')

  useEffect(() => {
    const element = ref.current
    if (!element || eventNames === '') return
    const names = eventNames.split(' ')
    const listener = (event: Event) => handlers.current[event.type]?.(event as CustomEvent)
    for (const name of names) element.addEventListener(name, listener)
    return () => {
      for (const name of names) element.removeEventListener(name, listener)
    }
  }, [eventNames])

  // Kebab-case names are always attributes, so an element not yet defined keeps them for its upgrade.
  const props: Record<string, unknown> = { ref, className, theme, 'sign-in-prompt': 'off' }
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) props[name] = value
  return createElement(tag, props)
}
