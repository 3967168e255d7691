import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'

export default { title: 'UI kit / Dialog' } satisfies StoryDefault

function EditUser() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit user</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        maxWidth={600}
        title="Edit User"
        description="Update user information. Leave password empty to keep current password."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Save
            </Button>
          </>
        }
      >
        <label style={{ display: 'grid', gap: 4 }}>
          First name
          <input defaultValue="Ann" />
        </label>
      </Dialog>
    </>
  )
}

/** Delete takes two seconds; meanwhile the dialog cannot be closed. */
function DeleteUser() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = () => {
    setBusy(true)
    setTimeout(() => {
      setBusy(false)
      setOpen(false)
    }, 2000)
  }
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete user
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete User"
        description="Are you sure you want to delete the user Ann Lee (@ann)? This action cannot be undone and will permanently remove the user from the system."
        confirmLabel="Delete User"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={confirm}
      />
    </>
  )
}

export const Default: Story = () => <EditUser />
export const Confirm: Story = () => <DeleteUser />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <div style={{ display: 'flex', gap: 8 }}>
      <EditUser />
      <DeleteUser />
    </div>
  </WidgetFrame>
)
