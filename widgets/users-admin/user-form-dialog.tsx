// The Create New User and Edit User dialogs (docs/screens.md#user-management /admin/users/, docs/contract.md#validation-messages): every field with its
// label, placeholder and hint, the message of docs/contract.md#validation-messages under the field it is about (checked here before
// sending, and again by the server), the password show/hide toggle, the user's home locations
// (docs/server.md#bad-input), and the server's refusal shown in the dialog, which stays open so nothing typed is lost.
import { useEffect, useId, useState, type FormEvent } from 'react'
import type { Role, UserStatus } from '../../src/contract/users'
import { Button, Checkbox, Dialog, Field, PasswordField, TextField } from '../ui-kit'
import { checkUserForm, refusalOf, type UserFormErrors, type UserFormMode, type UserFormValues } from './user-form'
import { UserHomeLocations } from './user-home-locations'

/** docs/screens.md#user-management: the user dialogs are at most 600 px wide. */
export const USER_DIALOG_MAX_WIDTH = 600

export const DIALOG_TEXT = {
  create: { title: 'Create New User', description: 'Add a new user to the system. All fields are required.', submit: 'Create User', busy: 'Creating...' },
  edit: { title: 'Edit User', description: 'Update user information. Leave password empty to keep current password.', submit: 'Update User', busy: 'Updating...' },
} as const

export const USERNAME_HINT = '3-50 characters. Letters, numbers, dashes, and underscores only.'
export const PASSWORD_HINT = 'Must be at least 6 characters long.'

const ROLE_CHOICES: readonly { role: Role; label: string }[] = [
  { role: 'user', label: 'User' },
  { role: 'admin', label: 'Admin' },
]

export interface UserFormDialogProps {
  mode: UserFormMode
  open: boolean
  /** The values the form starts from each time it opens. */
  initial: UserFormValues
  onOpenChange: (open: boolean) => void
  /** Sends the checked body; a rejection is shown in the dialog. */
  onSubmit: (body: object) => Promise<void>
}

export function UserFormDialog({ mode, open, initial, onOpenChange, onSubmit }: UserFormDialogProps) {
  const formId = useId()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const text = DIALOG_TEXT[mode]

  // Each opening starts from the given values, with nothing left over from the last one.
  useEffect(() => {
    if (!open) return
    setValues(initial)
    setErrors({})
    setRefusal(null)
  }, [open, initial])

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => setValues((current) => ({ ...current, [field]: value }))
  const toggleRole = (role: Role, on: boolean) => set('roles', on ? [...values.roles.filter((r) => r !== role), role] : values.roles.filter((r) => r !== role))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkUserForm(mode, values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setRefusal(null)
      return
    }
    setErrors({})
    setRefusal(null)
    setBusy(true)
    try {
      await onSubmit(checked.body)
    } catch (error) {
      const refused = refusalOf(error)
      setRefusal(refused.message)
      setErrors(refused.errors)
    } finally {
      setBusy(false)
    }
  }

  const roleChoices = values.roles.includes('super_admin') || initial.roles.includes('super_admin') ? [...ROLE_CHOICES, { role: 'super_admin' as const, label: 'Super Admin' }] : ROLE_CHOICES

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      maxWidth={USER_DIALOG_MAX_WIDTH}
      busy={busy}
      className="fw-user-dialog"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {busy ? text.busy : text.submit}
          </Button>
        </>
      }
    >
      <form id={formId} className="fw-user-form" onSubmit={(event) => void submit(event)} noValidate>
        {refusal !== null ? (
          <p className="fw-user-form-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <TextField
          label="Username"
          placeholder="Enter username"
          autoComplete="off"
          hint={USERNAME_HINT}
          error={errors.username}
          value={values.username}
          onChange={(event) => set('username', event.target.value)}
          fieldClassName="fw-user-form-wide"
        />
        <TextField
          label="Email"
          type="email"
          placeholder="Enter email address"
          autoComplete="off"
          error={errors.email}
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          fieldClassName="fw-user-form-wide"
        />
        <TextField label="First Name" placeholder="Enter first name" error={errors.firstName} value={values.firstName} onChange={(event) => set('firstName', event.target.value)} />
        <TextField label="Last Name" placeholder="Enter last name" error={errors.lastName} value={values.lastName} onChange={(event) => set('lastName', event.target.value)} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder={mode === 'edit' ? 'Leave empty to keep current password' : 'Enter password'}
          hint={PASSWORD_HINT}
          error={errors.password}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          fieldClassName="fw-user-form-wide"
        />
        <fieldset className="fw-user-form-roles" aria-describedby={errors.roles ? `${formId}-roles-error` : undefined}>
          <legend className="fw-field-label">Roles</legend>
          {roleChoices.map((choice) => (
            <Checkbox key={choice.role} label={choice.label} checked={values.roles.includes(choice.role)} onCheckedChange={(on) => toggleRole(choice.role, on)} />
          ))}
          {errors.roles ? (
            <p id={`${formId}-roles-error`} className="fw-field-error">
              {errors.roles}
            </p>
          ) : null}
        </fieldset>
        <Field label="Status" error={errors.status}>
          {(control) => (
            <select {...control} className="fw-input" value={values.status} onChange={(event) => set('status', event.target.value as UserStatus)}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </select>
          )}
        </Field>
        <div className="fw-user-form-wide">
          <UserHomeLocations value={values.homeLocationIds} onChange={(ids) => set('homeLocationIds', ids)} error={errors.homeLocationIds} disabled={busy} />
        </div>
      </form>
    </Dialog>
  )
}
