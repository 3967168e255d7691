// fw-users-admin: User Management (docs/screens.md#user-management /admin/users/). The title and Add User, a summary of
// the users, 'Search users...' over username, first and last name, the table, the footer, and the
// Create, Edit and Delete dialogs. The list is GET /api/users on the page's query cache (shared
// with fw-user-counts); every write goes through the API client and asks for the list again.
import { useState } from 'react'
import { refreshUsers, usersQuery } from '../../src/api/admin-queries'
import { userDeletedResponseSchema, userResponseSchema, type ManagedUser } from '../../src/contract/users'
import { QueryStateView, useQuery } from '../widget-kit'
import { defineStyles } from '../../src/elements/style-sheets'
import { useStyles } from '../../src/elements/use-styles'
import { useWidgetApi } from '../../src/elements/widget-api'
import { countUsers } from '../../src/users/user-counts'
import { fullName, searchUsers } from '../../src/users/user-search'
import { Button, ConfirmDialog, SearchIcon, TextField } from '../ui-kit'
import { PlusIcon } from './icons'
import { UserFormDialog } from './user-form-dialog'
import { EMPTY_USER_FORM, formValuesOf, refusalOf, type UserFormValues } from './user-form'
import usersAdminCss from './users-admin.css?inline'
import { UsersTable } from './users-table'

const usersAdminStyles = defineStyles(usersAdminCss)

export const LOAD_FAILED = 'Failed to load users'

/** The delete confirmation's question, word for word (docs/screens.md#user-management). */
export function deleteQuestion(user: ManagedUser): string {
  return `Are you sure you want to delete the user ${fullName(user)} (@${user.username})? This action cannot be undone and will permanently remove the user from the system.`
}

type FormState = { mode: 'create'; initial: UserFormValues } | { mode: 'edit'; initial: UserFormValues; username: string }

export function UsersStats({ users }: { users: readonly ManagedUser[] }) {
  const counts = countUsers(users)
  const stats = [
    { label: 'Total Users', value: counts.total },
    { label: 'Active', value: counts.active },
    { label: 'Inactive', value: counts.inactive },
    { label: 'Admins', value: counts.admins },
  ]
  return (
    <dl className="fw-users-stats" aria-label="User summary">
      {stats.map((stat) => (
        <div key={stat.label} className="fw-users-stat">
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface UsersListProps {
  users: readonly ManagedUser[]
  onEdit: (user: ManagedUser) => void
  onDelete: (user: ManagedUser) => void
}

/** The summary, search, table and footer for a list of users. */
export function UsersList({ users, onEdit, onDelete }: UsersListProps) {
  const [query, setQuery] = useState('')
  const shown = searchUsers(users, query)
  return (
    <>
      <UsersStats users={users} />
      <TextField
        label={<span className="fw-visually-hidden">Search users</span>}
        type="search"
        placeholder="Search users..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fieldClassName="fw-users-search"
        trailing={<SearchIcon />}
      />
      <UsersTable users={shown} onEdit={onEdit} onDelete={onDelete} emptyText={users.length === 0 ? 'No users yet' : 'No users found'} />
      <footer className="fw-users-footer">
        <p role="status">
          Showing {shown.length} of {users.length} users
        </p>
        <p>Page 1 of 1</p>
      </footer>
    </>
  )
}

export function UsersAdmin() {
  useStyles(usersAdminStyles)
  const api = useWidgetApi()
  const state = useQuery(() => usersQuery(api), [api])
  const [form, setForm] = useState<FormState | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<ManagedUser | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)
  const [deleteRefusal, setDeleteRefusal] = useState<string | null>(null)

  const openForm = (next: FormState) => {
    setForm(next)
    setFormOpen(true)
  }

  async function save(body: object) {
    if (!form) return
    if (form.mode === 'create') await api.request('POST', '/users', userResponseSchema, { body })
    else await api.request('PUT', `/users/${encodeURIComponent(form.username)}`, userResponseSchema, { body })
    refreshUsers(api)
    setFormOpen(false)
  }

  async function confirmDelete() {
    if (!deleting) return
    setDeleteBusy(true)
    setDeleteRefusal(null)
    try {
      await api.request('DELETE', `/users/${encodeURIComponent(deleting.username)}`, userDeletedResponseSchema)
      refreshUsers(api)
      setDeleting(null)
    } catch (error) {
      setDeleteRefusal(refusalOf(error).message)
    } finally {
      setDeleteBusy(false)
    }
  }

  return (
    <div className="fw-users-admin">
      <header className="fw-users-admin-header">
        <div>
          <h2 className="fw-users-admin-title">User Management</h2>
          <p className="fw-users-admin-subtitle">Manage user accounts and permissions</p>
        </div>
        <Button variant="primary" onClick={() => openForm({ mode: 'create', initial: EMPTY_USER_FORM })}>
          <PlusIcon />
          Add User
        </Button>
      </header>
      <QueryStateView
        state={state}
        className="fw-users-list"
        what="the users"
        loading={<p>Loading users...</p>}
        errorMessage={() => LOAD_FAILED}
      >
        {(users) => (
          <UsersList
            users={users}
            onEdit={(user) => openForm({ mode: 'edit', initial: formValuesOf(user), username: user.username })}
            onDelete={(user) => {
              setDeleteRefusal(null)
              setDeleting(user)
            }}
          />
        )}
      </QueryStateView>
      {form ? <UserFormDialog mode={form.mode} open={formOpen} initial={form.initial} onOpenChange={setFormOpen} onSubmit={save} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete User"
        description={deleting ? deleteQuestion(deleting) : ''}
        confirmLabel="Delete User"
        busyLabel="Deleting..."
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      >
        {deleteRefusal !== null ? (
          <p className="fw-user-delete-refusal" role="alert">
            {deleteRefusal}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
