import { describe, expect, it } from 'vitest'
import { FAKE_USERS, fakeUser } from '../api/testing/fake-users'
import { countUsers } from './user-counts'
import { fullName, searchUsers, usernameInitials } from './user-search'

describe('countUsers', () => {
  it('counts active, inactive and admin users (super_admin is an admin)', () => {
    expect(countUsers(FAKE_USERS)).toEqual({ total: 5, active: 4, inactive: 1, admins: 3 })
    expect(countUsers([])).toEqual({ total: 0, active: 0, inactive: 0, admins: 0 })
  })
})

describe('searchUsers', () => {
  it('matches username, first or last name, ignoring case', () => {
    const names = (query: string) => searchUsers(FAKE_USERS, query).map((user) => user.username)
    expect(names('CASEY')).toEqual(['casey_j'])
    expect(names('lee')).toEqual(['morgan-lee'])
    expect(names('rivera')).toEqual(['sam'])
    expect(names('  ')).toHaveLength(5)
    expect(names('nobody')).toEqual([])
  })

  it('does not search the email', () => {
    const users = [fakeUser({ username: 'pat', email: 'zed@fireworks.example' })]
    expect(searchUsers(users, 'zed')).toEqual([])
  })
})

describe('names', () => {
  it('joins the full name and takes the initials of the first two words of the username', () => {
    expect(fullName({ firstName: 'Casey', lastName: 'Jones' })).toBe('Casey Jones')
    expect(usernameInitials('casey_jones')).toBe('CJ')
    expect(usernameInitials('morgan-lee-smith')).toBe('ML')
    expect(usernameInitials('admin')).toBe('A')
    expect(usernameInitials('__')).toBe('?')
  })
})
