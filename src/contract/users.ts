// Users: the signed-in session user, the managed user of the admin screens, and the create and
// edit requests with the rules of docs/contract.md#validation-messages and messages word for word.
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { isoInstantSchema } from './fields'
import { homeLocationIdsSchema } from './home-locations'

export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 50
export const NAME_MAX_LENGTH = 100
export const PASSWORD_MIN_LENGTH = 6
/** Beyond the validation rules: caps the work one request can ask of the password hasher. */
export const PASSWORD_MAX_LENGTH = 128

export const ROLES = ['admin', 'user', 'super_admin'] as const
export const roleSchema = z.enum(ROLES)
export type Role = z.infer<typeof roleSchema>

export const USER_STATUSES = ['active', 'inactive'] as const
export const userStatusSchema = z.enum(USER_STATUSES)
export type UserStatus = z.infer<typeof userStatusSchema>

/** The user a session belongs to, as the login answer and stored `auth_user` carry it. */
export const sessionUserSchema = z.object({
  username: z.string(),
  roles: z.array(roleSchema),
  lastLoginAt: z.optional(z.nullable(isoInstantSchema)),
  /** In a login answer: this is the user's first sign-in ever (the dashboard then asks for their home stands). */
  firstSignIn: z.optional(z.boolean()),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/**
 * A user as the admin screens see it. Unknown keys are stripped, so shaping a database row
 * through this schema can never let a password or its hash into an answer.
 */
export const managedUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  status: userStatusSchema,
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
  lastLoginAt: z.nullable(isoInstantSchema),
  /** The user's own home locations; null while they follow the server's default. */
  homeLocationIds: z.nullable(z.array(z.string())),
})
export type ManagedUser = z.infer<typeof managedUserSchema>

const usernameSchema = z.string({ error: 'Username is required' }).check(
  z.minLength(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters'),
  z.maxLength(USERNAME_MAX_LENGTH, 'Username must be less than 50 characters'),
  z.regex(/^[A-Za-z0-9_-]*$/, 'Username can only contain letters, numbers, underscores, and dashes'),
)

const emailSchema = z.email({ error: 'Invalid email address' }).check(z.maxLength(254, 'Invalid email address'))

// Names are trimmed first, so a name of only spaces counts as missing.
const firstNameSchema = z.string({ error: 'First name is required' }).check(
  z.trim(),
  z.minLength(1, 'First name is required'),
  z.maxLength(NAME_MAX_LENGTH, 'First name too long'),
)
const lastNameSchema = z.string({ error: 'Last name is required' }).check(
  z.trim(),
  z.minLength(1, 'Last name is required'),
  z.maxLength(NAME_MAX_LENGTH, 'Last name too long'),
)

// A role listed twice means the same as once; duplicates are dropped rather than refused.
const requestRoleSchema = z.enum(ROLES, { error: 'Role must be admin, user or super_admin' })
const rolesSchema = z.array(requestRoleSchema, { error: 'Roles must be a list of roles' }).check(
  z.minLength(1, 'User must have at least one role'),
  z.overwrite((roles) => [...new Set(roles)]),
)

const statusSchema = z.enum(USER_STATUSES, { error: 'Status must be active or inactive' })

const passwordSchema = z.string({ error: 'Password must be at least 6 characters' }).check(
  z.minLength(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters'),
)

// On edit, an empty password is allowed and means "keep the current one".
const editPasswordSchema = z.string({ error: 'Password must be at least 6 characters' }).check(
  z.refine((password) => password === '' || password.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters'),
)

/** POST /api/users body. Defaults: roles [user], status active. */
export const userCreateSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  roles: z._default(rolesSchema, ['user']),
  status: z._default(statusSchema, 'active'),
  password: passwordSchema,
  /** Left out or null: the user follows the server's default home locations. */
  homeLocationIds: z.optional(z.nullable(homeLocationIdsSchema)),
})
export type UserCreateInput = z.input<typeof userCreateSchema>
export type UserCreate = z.infer<typeof userCreateSchema>

/**
 * PUT /api/users/{username} body. Every field is optional; an empty password means "keep the
 * current one" (the client leaves it out with `omitEmptyPassword`, the server ignores it too).
 */
export const userUpdateSchema = z.strictObject({
  username: z.optional(usernameSchema),
  email: z.optional(emailSchema),
  firstName: z.optional(firstNameSchema),
  lastName: z.optional(lastNameSchema),
  roles: z.optional(rolesSchema),
  status: z.optional(statusSchema),
  password: z.optional(editPasswordSchema),
  /** A list of the user's own, or null to follow the server's default again; left out keeps it. */
  homeLocationIds: z.optional(z.nullable(homeLocationIdsSchema)),
})
export type UserUpdateInput = z.input<typeof userUpdateSchema>
export type UserUpdate = z.infer<typeof userUpdateSchema>

/** Drops an empty `password` from an edit body, so the stored password is kept. */
export function omitEmptyPassword<T extends { password?: string | undefined }>(body: T): T {
  if (body.password !== '' && body.password !== undefined) return body
  const rest = { ...body }
  delete rest.password
  return rest
}

/** Path parameter of PUT and DELETE /api/users/{username}. */
export const usernameParamSchema = z.strictObject({ username: usernameSchema })

export const usersListResponseSchema = successSchema(z.array(managedUserSchema))
export const userResponseSchema = successSchema(managedUserSchema)
export const userDeletedResponseSchema = successSchema(z.object({ username: z.string() }))
