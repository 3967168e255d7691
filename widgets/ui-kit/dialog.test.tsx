// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'
import { renderInShadowWidget } from './testing/shadow-widget'

function EditUser({ busy = false, onOpenChange }: { busy?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false)
  const change = (next: boolean) => {
    onOpenChange?.(next)
    setOpen(next)
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit user</Button>
      <Dialog
        open={open}
        onOpenChange={change}
        busy={busy}
        maxWidth={600}
        title="Edit User"
        description="Update user information. Leave password empty to keep current password."
        footer={<Button variant="primary">Save</Button>}
      >
        <label>
          First name <input name="firstName" />
        </label>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog, focuses its first field and gives focus back on Escape', async () => {
    const user = userEvent.setup()
    render(<EditUser />)
    const opener = screen.getByRole('button', { name: 'Edit user' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Edit User' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Update user information. Leave password empty to keep current password.')
    expect(dialog.style.maxWidth).toBe('600px')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus())

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('closes on a click on the overlay and on the close button', async () => {
    const user = userEvent.setup()
    render(<EditUser />)
    await user.click(screen.getByRole('button', { name: 'Edit user' }))
    fireEvent.mouseDown(document.querySelector('.fw-dialog-overlay')!)
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Edit user' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup()
    render(<EditUser />)
    await user.click(screen.getByRole('button', { name: 'Edit user' }))
    const field = screen.getByRole('textbox', { name: 'First name' })
    await waitFor(() => expect(field).toHaveFocus())
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    // Past the last control the focus guard sends focus back to the first.
    await user.tab()
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('stays open while busy', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<EditUser busy onOpenChange={onOpenChange} />)
    await user.click(screen.getByRole('button', { name: 'Edit user' }))
    await user.keyboard('{Escape}')
    fireEvent.mouseDown(document.querySelector('.fw-dialog-overlay')!)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('portals into the widget portal layer inside the shadow root', async () => {
    const widget = renderInShadowWidget(<EditUser />)
    const opener = widget.mount.querySelector('button')!
    act(() => {
      opener.focus()
      opener.click()
    })
    const dialog = widget.portal.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog).not.toBeNull()
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    await waitFor(() => expect(widget.shadow.activeElement).toBe(dialog!.querySelector('input')))

    fireEvent.keyDown(dialog!.querySelector('input')!, { key: 'Escape' })
    expect(widget.portal.querySelector('[role="dialog"]')).toBeNull()
    // Focus going back to the opener is asserted in the plain React test above: jsdom reports
    // document.activeElement as null (browsers: body) once a focused node inside a shadow root is
    // removed, which @floating-ui reads as "focus moved elsewhere on purpose".
    widget.remove()
  })
})

function DeleteUser({ busy = false, onConfirm = () => {} }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete User"
      description="Are you sure you want to delete the user Ann Lee (@ann)? This action cannot be undone and will permanently remove the user from the system."
      confirmLabel="Delete User"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={onConfirm}
    />
  )
}

describe('ConfirmDialog', () => {
  it('asks with Cancel focused first, and confirms with the named button', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<DeleteUser onConfirm={onConfirm} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete User' })
    expect(dialog).toHaveAccessibleDescription(/permanently remove the user/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Delete User' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('closes on Cancel', async () => {
    const user = userEvent.setup()
    render(<DeleteUser />)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('says Deleting... and disables both buttons while busy', async () => {
    const user = userEvent.setup()
    render(<DeleteUser busy />)
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })
})
