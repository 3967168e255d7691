// Links inside widgets (docs/shell-and-widgets.md#links-and-navigation): real <a href> elements, so middle-click, copy-link and a new
// tab work on any page. The href comes from the element's `link-template` (or the widget's own
// default), with `{name}` placeholders filled from the link's params. A plain left click also
// dispatches a cancelable fw-navigate: a host that routes itself (the shell) cancels it and
// navigates; on any other page the browser follows the href.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useWidget } from '../../../src/elements/widget-context'

/** `/stats/details/location/{id}/stats` + {id: 'L 1'} → `/stats/details/location/L%201/stats`. */
export function fillLinkTemplate(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : placeholder,
  )
}

/** True for a click the browser would follow in this tab: left button, no modifier keys. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export interface WidgetLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Values for the template's placeholders. */
  params: Readonly<Record<string, string | number>>
  /** The widget's own template, used when the host gave no `link-template`. */
  defaultTemplate: string
  /** A template of its own kind ('View in Admin'), which the host's link-template does not replace. */
  template?: string
  children: ReactNode
}

export function WidgetLink({ params, defaultTemplate, template, children, onClick, ...anchor }: WidgetLinkProps) {
  const { linkTemplate, emit } = useWidget()
  const href = fillLinkTemplate(template ?? linkTemplate ?? defaultTemplate, params)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event) || anchor.target === '_blank') return
    if (!emit('fw-navigate', { href }, { cancelable: true })) event.preventDefault()
  }
  return (
    <a {...anchor} href={href} onClick={follow}>
      {children}
    </a>
  )
}
