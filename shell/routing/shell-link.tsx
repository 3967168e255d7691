// A link of the shell's own chrome: a real <a href> (middle-click and copy-link work) whose plain
// click moves inside the dashboard, the search parameters carried along.
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { isPlainClick } from '../../widgets/widget-kit'
import { navigate, shellHref } from './router'

export interface ShellLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string
  /** Keep the dashboard's search parameters (default true); false for links out of the /stats area. */
  carry?: boolean
}

export function ShellLink({ href, carry = true, onClick, children, ...anchor }: ShellLinkProps) {
  const target = shellHref(href, carry)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event) || anchor.target === '_blank') return
    event.preventDefault()
    navigate(target, { carry: false })
  }
  return (
    <a {...anchor} href={target} onClick={follow}>
      {children}
    </a>
  )
}
