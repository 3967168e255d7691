// The Create and Edit User forms as data (docs/screens.md#user-management /admin/users/, docs/contract.md#validation-messages): the values a dialog holds,
// their check with the contract's own schemas (so every message is from docs/contract.md#validation-messages, the same the server
// sends), the request body, and the server's refusal turned into a message and per-field errors.
import { ApiHttpError, errorText } from '../../src/api/errors'
import type { FieldIssue } from '../../src/contract/envelope'
import {
  omitEmptyPassword,
  userCreateSchema,
  userUpdateSchema,
  type ManagedUser,
  type Role,
  type UserCreate,
  type UserStatus,
  type UserUpdate,
} from '../../src/contract/users'
import { parseOrIssues } from '../../src/contract/validation'

export type UserFormMode = 'create' | 'edit'

export interface UserFormValues {
  username: string
  email: string
  firstName: string
  lastName: string
  password: string
  roles: Role[]
  status: UserStatus
  /** The user's own home locations; null follows the server's default. */
  homeLocationIds: string[] | null
}

export type UserFormField = keyof UserFormValues
export type UserFormErrors = Partial<Record<UserFormField, string>>

const FIELDS: readonly UserFormField[] = ['username', 'email', 'firstName', 'lastName', 'password', 'roles', 'status', 'homeLocationIds']

/** docs/contract.md#validation-messages: roles [user], status active. */
export const EMPTY_USER_FORM: UserFormValues = { username: '', email: '', firstName: '', lastName: '', password: '', roles: ['user'], status: 'active', homeLocationIds: null }

/** The Edit dialog starts from the user as listed, with an empty password (keep the current one). */
export function formValuesOf(user: ManagedUser): UserFormValues {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    password: '',
    roles: [...user.roles],
    status: user.status,
    homeLocationIds: user.homeLocationIds === null ? null : [...user.homeLocationIds],
  }
}

/** The first message for each field the form shows; issues about anything else are left out. */
export function fieldErrors(details: readonly FieldIssue[]): UserFormErrors {
  const errors: UserFormErrors = {}
  for (const issue of details) {
    const field = issue.field.split('.')[0] as UserFormField
    if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = issue.message
  }
  return errors
}

export type CheckedForm = { ok: true; body: UserCreate | UserUpdate } | { ok: false; errors: UserFormErrors }

/** Checks the values for the dialog's mode and builds the body: on edit an empty password is left out. */
export function checkUserForm(mode: UserFormMode, values: UserFormValues): CheckedForm {
  // A new user following the default needs no list in the request (the body of docs/contract.md#the-calls stays as it was).
  const { homeLocationIds, ...rest } = values
  const createBody = homeLocationIds === null ? rest : values
  const outcome = mode === 'create' ? parseOrIssues(userCreateSchema, createBody) : parseOrIssues(userUpdateSchema, omitEmptyPassword({ ...values }))
  return outcome.ok ? { ok: true, body: outcome.data } : { ok: false, errors: fieldErrors(outcome.details) }
}

/** What a failed save or delete shows: the server's message, and its per-field messages. */
export function refusalOf(error: unknown): { message: string; errors: UserFormErrors } {
  if (error instanceof ApiHttpError) return { message: errorText(error), errors: fieldErrors(error.details) }
  return { message: errorText(error), errors: {} }
}
