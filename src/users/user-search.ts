// User Management's search (docs/screens.md#user-management /admin/users/): 'Search users...' keeps the users whose
// username, first name or last name contains the text, ignoring case.
import type { ManagedUser } from '../contract/users'

export function searchUsers(users: readonly ManagedUser[], query: string): ManagedUser[] {
  const needle = query.trim().toLocaleLowerCase('en-US')
  if (needle === '') return [...users]
  return users.filter((user) =>
    [user.username, user.firstName, user.lastName].some((field) => field.toLocaleLowerCase('en-US').includes(needle)),
  )
}

/** "Casey Jones". */
export function fullName(user: Pick<ManagedUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim()
}

/** docs/screens.md#numbers-the-screens-keep: the initials of the first two words of the username ("casey_jones" → "CJ"). */
export function usernameInitials(username: string): string {
  const words = username.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const initials = words.slice(0, 2).map((word) => word[0]!.toLocaleUpperCase('en-US')).join('')
  return initials || '?'
}
