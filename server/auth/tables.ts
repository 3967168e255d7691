// Tables of sign-in, sessions and users (filled in by the auth area's migrations).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthTables {}
