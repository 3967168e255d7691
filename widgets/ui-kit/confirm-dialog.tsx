// A confirmation: a question, Cancel and one confirming action. While the action runs (`busy`)
// both buttons are disabled, the confirm button says what is happening ('Deleting...') and nothing
// closes the dialog; the caller closes it when the action is done.
import { useRef, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** The question or warning ("Are you sure you want to delete …?"). */
  description: ReactNode
  /** The confirming button's text ('Delete User'). */
  confirmLabel: string
  /** The confirming button's text while busy ('Deleting...'); the confirm label unless told. */
  busyLabel?: string
  cancelLabel?: string
  /** Called when the confirming button is pressed; the caller sets `busy` and closes when done. */
  onConfirm: () => void
  busy?: boolean
  /** The confirming button's look: destructive (red) unless told. */
  variant?: 'destructive' | 'primary'
  /** Extra body content under the question (a summary of what goes). */
  children?: ReactNode
  maxWidth?: number | string
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, busyLabel = confirmLabel, cancelLabel = 'Cancel' } = props
  const { onConfirm, busy = false, variant = 'destructive', children, maxWidth } = props
  // Cancel takes focus first: Enter straight after opening must not destroy anything.
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      busy={busy}
      initialFocus={cancelRef}
      closeLabel={null}
      maxWidth={maxWidth}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={variant} disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
