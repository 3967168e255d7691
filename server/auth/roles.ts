// Role names and what they grant (docs/contract.md#entities): super_admin counts as admin everywhere.
import { ROLES, type Role } from '../../src/contract/users'

export type { Role }

/** Roles that pass an admin check. */
export const ADMIN_ROLES: readonly string[] = ['admin', 'super_admin']

/** True when the roles include admin or super_admin. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => ADMIN_ROLES.includes(role))
}

/** True when `roles` satisfy `required` (an admin requirement is met by super_admin too). */
export function hasRole(roles: readonly string[], required: Role): boolean {
  return required === 'admin' ? isAdmin(roles) : roles.includes(required)
}

/** Reads the JSON role list stored on a user row; a damaged value grants nothing. */
export function parseRoles(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.filter((role): role is string => typeof role === 'string') : []
  } catch {
    return []
  }
}

/** The roles among `list` that the product knows, so an answer never carries a stray name. */
export function knownRoles(list: readonly string[]): Role[] {
  return list.filter((role): role is Role => (ROLES as readonly string[]).includes(role))
}
