// Role names and what they grant (DESIGN §3b): super_admin counts as admin everywhere.

export type Role = 'admin' | 'user' | 'super_admin'

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
