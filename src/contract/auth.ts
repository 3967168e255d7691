// Sign-in: the login request, the login/refresh answer, and the browser storage keys the
// session and theme live under (docs/contract.md#entities, docs/contract.md#the-calls).
import * as z from 'zod/mini'
import { successSchema } from './envelope'
import { PASSWORD_MAX_LENGTH, sessionUserSchema } from './users'

/** Longer than any valid username: a longer one cannot exist, so it is refused before lookup. */
const LOGIN_USERNAME_MAX_LENGTH = 100

/** POST /api/auth/login body. Only presence is checked: the rules of a new user do not apply here. */
export const loginRequestSchema = z.strictObject({
  username: z.string({ error: 'Username is required' }).check(
    z.minLength(1, 'Username is required'),
    z.maxLength(LOGIN_USERNAME_MAX_LENGTH, 'Username is too long'),
  ),
  password: z.string({ error: 'Password is required' }).check(
    z.minLength(1, 'Password is required'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long'),
  ),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** What login and refresh both answer; `expires_in` is in seconds. */
export const authSessionSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.int().check(z.gt(0)),
  user: sessionUserSchema,
})
export type AuthSession = z.infer<typeof authSessionSchema>

export const loginResponseSchema = successSchema(authSessionSchema)
export type LoginResponse = z.infer<typeof loginResponseSchema>
/** POST /api/auth/refresh answers exactly like login (with a new, rotated token). */
export const refreshResponseSchema = loginResponseSchema
export type RefreshResponse = LoginResponse

/** POST /api/auth/logout answers `{success:true, data:{loggedOut:true}}`. */
export const logoutResponseSchema = successSchema(z.object({ loggedOut: z.literal(true) }))

/** Local-storage keys of the stored session (docs/contract.md#entities); the expiry is a ms timestamp. */
export const AUTH_TOKEN_KEY = 'auth_token'
export const AUTH_TOKEN_EXPIRY_KEY = 'auth_token_expiry'
export const AUTH_USER_KEY = 'auth_user'
export const SESSION_STORAGE_KEYS = [AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRY_KEY, AUTH_USER_KEY] as const

/** The stored `auth_user` value, parsed from its JSON. */
export const storedUserSchema = sessionUserSchema

export const PRODUCT_NAME = 'fireworks-dashboard'
/** The '{product}-theme' key (docs/contract.md#entities). */
export const THEME_STORAGE_KEY = `${PRODUCT_NAME}-theme` as const
