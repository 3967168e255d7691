// The user counts the admin screens show (the dashboard cards, User Management's summary), from the managed user list.
import type { ManagedUser } from '../contract/users'

export interface UserCountFigures {
  total: number
  active: number
  inactive: number
  /** Users with the admin role (super_admin counts as admin, docs/contract.md#entities). */
  admins: number
}

const isAdminUser = (user: ManagedUser) => user.roles.includes('admin') || user.roles.includes('super_admin')

export function countUsers(users: readonly ManagedUser[]): UserCountFigures {
  return {
    total: users.length,
    active: users.filter((user) => user.status === 'active').length,
    inactive: users.filter((user) => user.status === 'inactive').length,
    admins: users.filter(isAdminUser).length,
  }
}
