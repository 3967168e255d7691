// User Management's table (docs/screens.md#user-management /admin/users/): User (avatar, full name, @username), Role
// badges (admin in the destructive colour), Status, Created (short US date), Last Login (the
// server's last sign-in, or 'Never') and the edit and delete buttons, named for the user they act on.
import type { ManagedUser, Role } from '../../src/contract/users'
import { formatShortDate } from '../../src/format'
import { fullName } from '../../src/users/user-search'
import { Badge, IconButton, TableCell, TableEmptyRow, TableHeader, TableRow, TableShell, type BadgeVariant } from '../ui-kit'
import { EditIcon, TrashIcon } from './icons'
import { UserAvatar } from './user-avatar'

const ROLE_BADGE: Record<Role, BadgeVariant> = { admin: 'destructive', super_admin: 'destructive', user: 'neutral' }
const ROLE_LABEL: Record<Role, string> = { admin: 'admin', super_admin: 'super_admin', user: 'user' }

// The same short US date as Created, with the time: "7/4/2025, 11:30 AM".
const lastLoginFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** The reader's own timezone: an admin reads dates on their own calendar. */
function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** "7/4/2025, 11:30 AM", or 'Never' when the user has not signed in. */
export function lastLoginText(lastLoginAt: string | null): string {
  return lastLoginAt === null ? 'Never' : lastLoginFormat.format(Date.parse(lastLoginAt))
}

export interface UsersTableProps {
  users: readonly ManagedUser[]
  onEdit: (user: ManagedUser) => void
  onDelete: (user: ManagedUser) => void
  /** The row shown when no user is listed. */
  emptyText: string
}

export function UsersTable({ users, onEdit, onDelete, emptyText }: UsersTableProps) {
  const timeZone = readerTimeZone()
  return (
    <TableShell label="Users" className="fw-users-table">
      <thead>
        <tr>
          <TableHeader>User</TableHeader>
          <TableHeader>Role</TableHeader>
          <TableHeader>Status</TableHeader>
          <TableHeader>Created</TableHeader>
          <TableHeader>Last Login</TableHeader>
          <TableHeader align="end">Actions</TableHeader>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? <TableEmptyRow colSpan={6}>{emptyText}</TableEmptyRow> : null}
        {users.map((user) => (
          <TableRow key={user.id} data-username={user.username}>
            <TableCell>
              <span className="fw-user-cell">
                <UserAvatar username={user.username} />
                <span className="fw-user-names">
                  <span className="fw-user-full-name">{fullName(user)}</span>
                  <span className="fw-user-username">@{user.username}</span>
                </span>
              </span>
            </TableCell>
            <TableCell>
              <span className="fw-user-roles">
                {user.roles.map((role) => (
                  <Badge key={role} variant={ROLE_BADGE[role]}>
                    {ROLE_LABEL[role]}
                  </Badge>
                ))}
              </span>
            </TableCell>
            <TableCell>
              <Badge variant={user.status === 'active' ? 'success' : 'neutral'}>{user.status}</Badge>
            </TableCell>
            <TableCell>{formatShortDate(user.createdAt, timeZone)}</TableCell>
            <TableCell>{lastLoginText(user.lastLoginAt)}</TableCell>
            <TableCell align="end">
              <span className="fw-user-actions">
                <IconButton size="sm" label={`Edit user ${user.username}`} icon={<EditIcon />} onClick={() => onEdit(user)} />
                <IconButton size="sm" label={`Delete user ${user.username}`} icon={<TrashIcon />} onClick={() => onDelete(user)} />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </tbody>
    </TableShell>
  )
}
