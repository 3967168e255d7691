// Managed users for the admin widgets' tests and stories, in the contract's shape.
import type { ManagedUser } from '../../contract/users'

let nextId = 1

/** A user with sensible defaults; pass what the test is about. */
export function fakeUser(fields: Partial<ManagedUser> & Pick<ManagedUser, 'username'>): ManagedUser {
  return {
    id: nextId++,
    email: `${fields.username}@fireworks.example`,
    firstName: 'Pat',
    lastName: 'Doe',
    roles: ['user'],
    status: 'active',
    createdAt: '2025-06-01T17:00:00.000Z',
    updatedAt: '2025-06-01T17:00:00.000Z',
    lastLoginAt: null,
    homeLocationIds: null,
    ...fields,
  }
}

/** A small staff: two admins (one inactive user among them), a super admin and plain users. */
export const FAKE_USERS: readonly ManagedUser[] = [
  fakeUser({ username: 'admin', firstName: 'Admin', lastName: 'User', roles: ['admin'], lastLoginAt: '2025-07-04T18:30:00.000Z' }),
  fakeUser({ username: 'casey_j', firstName: 'Casey', lastName: 'Jones', createdAt: '2025-06-10T16:00:00.000Z' }),
  fakeUser({ username: 'morgan-lee', firstName: 'Morgan', lastName: 'Lee', roles: ['user', 'admin'], createdAt: '2025-06-12T16:00:00.000Z' }),
  fakeUser({ username: 'sam', firstName: 'Sam', lastName: 'Rivera', status: 'inactive', createdAt: '2025-06-15T16:00:00.000Z' }),
  fakeUser({ username: 'root', firstName: 'Robin', lastName: 'Ortiz', roles: ['super_admin'], createdAt: '2025-05-01T16:00:00.000Z' }),
]
