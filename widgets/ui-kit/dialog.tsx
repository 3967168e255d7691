// A modal dialog on @floating-ui: FloatingOverlay dims the page, FloatingFocusManager keeps focus
// inside while it is open and gives it back to whatever had it (the button that opened it) when it
// closes. Escape, a click on the overlay and the close button ask to close, except while `busy`
// (a save or delete in flight must not be abandoned half way). While open it counts as the page's
// open dialog (src/page/open-dialogs), so nothing celebratory is drawn above it.
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from '@floating-ui/react'
import { useEffect, useId, type CSSProperties, type ReactNode, type RefObject } from 'react'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { IconButton } from './button'
import { classNames } from './class-names'
import dialogCss from './dialog.css?inline'
import { InFloatingTree } from './floating-tree'
import { CloseIcon } from './icons'
import { usePortalRoot } from '../../src/elements/portal-root'
import { holdOpenDialog } from '../../src/page/open-dialogs'

export const dialogStyles = defineStyles(dialogCss, 'kit')

/** Width a dialog grows to unless told (32rem). */
export const DIALOG_DEFAULT_MAX_WIDTH = 512

export interface DialogProps {
  open: boolean
  /** Asked to close (Escape, overlay click, close button) or told it opened; not called while busy. */
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** A line under the title; it also becomes the dialog's accessible description. */
  description?: ReactNode
  /** The body. */
  children?: ReactNode
  /** The actions row, right-aligned (Cancel, Save). */
  footer?: ReactNode
  /** The panel's widest size: pixels (600 for the user dialogs) or any CSS length. */
  maxWidth?: number | string
  /** While true nothing closes the dialog: Escape, the overlay and the close button do nothing. */
  busy?: boolean
  /** What gets focus on open; the first focusable control in the dialog unless told. */
  initialFocus?: RefObject<HTMLElement | null>
  /** `alertdialog` for confirmations that interrupt. */
  role?: 'dialog' | 'alertdialog'
  /** The close button's accessible name; `null` leaves the button out (the footer has Cancel). */
  closeLabel?: string | null
  className?: string
}

export function Dialog(props: DialogProps) {
  return (
    <InFloatingTree>
      <DialogLayer {...props} />
    </InFloatingTree>
  )
}

function DialogLayer(props: DialogProps) {
  const { open, onOpenChange, title, description, children, footer, busy = false, initialFocus, role = 'dialog', className } = props
  const { maxWidth = DIALOG_DEFAULT_MAX_WIDTH, closeLabel = 'Close' } = props
  useStyles(dialogStyles)
  const nodeId = useFloatingNodeId()
  const portalRoot = usePortalRoot()
  const titleId = useId()
  const descriptionId = useId()
  const { refs, context } = useFloating({
    nodeId,
    open,
    onOpenChange: (next) => {
      if (!next && busy) return
      onOpenChange(next)
    },
  })
  const { getFloatingProps } = useInteractions([
    // The overlay covers everything outside the panel, so an outside press is an overlay click.
    useDismiss(context, { enabled: !busy, outsidePressEvent: 'mousedown' }),
    useRole(context, { role }),
  ])
  const panelStyle: CSSProperties = { maxWidth: typeof maxWidth === 'number' ? `${maxWidth}px` : maxWidth }
  useEffect(() => (open ? holdOpenDialog() : undefined), [open])

  return (
    <FloatingNode id={nodeId}>
      {open ? (
        <FloatingPortal root={portalRoot}>
          <FloatingOverlay className="fw-dialog-overlay" lockScroll>
            <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0}>
              <div
                ref={refs.setFloating}
                className={classNames('fw-dialog', className)}
                style={panelStyle}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description !== undefined ? descriptionId : undefined}
                aria-busy={busy || undefined}
                {...getFloatingProps()}
              >
                <div className="fw-dialog-header">
                  <h2 id={titleId} className="fw-dialog-title">
                    {title}
                  </h2>
                  {description !== undefined ? (
                    <p id={descriptionId} className="fw-dialog-description">
                      {description}
                    </p>
                  ) : null}
                </div>
                {children !== undefined ? <div className="fw-dialog-body">{children}</div> : null}
                {footer !== undefined ? <div className="fw-dialog-footer">{footer}</div> : null}
                {/* Last in the DOM so the first field, not the close button, is focused on open. */}
                {closeLabel !== null ? (
                  <IconButton
                    className="fw-dialog-close"
                    size="sm"
                    label={closeLabel}
                    icon={<CloseIcon />}
                    disabled={busy}
                    onClick={() => onOpenChange(false)}
                  />
                ) : null}
              </div>
            </FloatingFocusManager>
          </FloatingOverlay>
        </FloatingPortal>
      ) : null}
    </FloatingNode>
  )
}
