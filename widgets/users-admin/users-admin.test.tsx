// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { FAKE_USERS, fakeUser } from '../../src/api/testing/fake-users'
import { apiErrorAnswer, json, routeFetch, type RouteHandler } from '../../src/api/testing/route-fetch'
import type { ManagedUser } from '../../src/contract/users'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { lastLoginText } from './users-table'
import './users-admin.element'

/** A fake /users that keeps what it is told, unless a route is overridden. */
function mount(overrides: Record<string, RouteHandler> = {}) {
  let users: ManagedUser[] = [...FAKE_USERS]
  const api = routeFetch({
    'GET /users': () => json({ success: true, data: users }),
    'POST /users': (request) => {
      const created = fakeUser(request.body as ManagedUser)
      users = [...users, created]
      return json({ success: true, data: created }, 201)
    },
    'PUT /users/*': (request) => {
      const name = decodeURIComponent(request.url.slice('/users/'.length))
      users = users.map((user) => (user.username === name ? { ...user, ...(request.body as Partial<ManagedUser>) } : user))
      return json({ success: true, data: users.find((user) => user.username === name) })
    },
    'DELETE /users/*': (request) => {
      const name = decodeURIComponent(request.url.slice('/users/'.length))
      users = users.filter((user) => user.username !== name)
      return json({ success: true, data: { username: name } })
    },
    ...overrides,
  })
  const mounted = mountElement('fw-users-admin', {}, { fetch: api.fetch, calls: [] })
  const screen = within(mounted.root as unknown as HTMLElement)
  return { ...mounted, api, screen }
}

const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody tr[data-username]')].map((row) => row.getAttribute('data-username'))

describe('<fw-users-admin>', () => {
  setUpElementTests()

  it('lists every user with name, @username, avatar, roles, status, dates and named actions', async () => {
    const { root, screen } = mount()
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument()
    const admin = root.querySelector<HTMLElement>('tr[data-username="admin"]')!
    expect(admin).toHaveTextContent('Admin User@admin')
    expect(admin.querySelector('img.fw-user-avatar-image')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(admin.querySelector('.fw-user-avatar-initials')).toHaveTextContent('A')
    expect(admin.querySelector('.fw-badge[data-variant="destructive"]')).toHaveTextContent('admin')
    expect(admin).toHaveTextContent(lastLoginText('2025-07-04T18:30:00.000Z'))
    expect(root.querySelector('tr[data-username="casey_j"]')).toHaveTextContent('Never')
    expect(root.querySelector('tr[data-username="sam"]')).toHaveTextContent('inactive')
    expect(screen.getByRole('button', { name: 'Edit user casey_j' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete user casey_j' })).toBeInTheDocument()
    expect(root.querySelector('.fw-users-stats')).toHaveTextContent('Total Users5Active4Inactive1Admins3')
    expect(root.querySelector('.fw-users-footer')).toHaveTextContent('Showing 5 of 5 usersPage 1 of 1')
  })

  it('searches username, first and last name without regard to case', async () => {
    const { root, screen } = mount()
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.change(screen.getByPlaceholderText('Search users...'), { target: { value: 'JONES' } })
    expect(rows(root)).toEqual(['casey_j'])
    expect(root.querySelector('.fw-users-footer')).toHaveTextContent('Showing 1 of 5 users')
    fireEvent.change(screen.getByPlaceholderText('Search users...'), { target: { value: 'morgan-' } })
    expect(rows(root)).toEqual(['morgan-lee'])
    fireEvent.change(screen.getByPlaceholderText('Search users...'), { target: { value: 'zzz' } })
    expect(root.querySelector('tbody')).toHaveTextContent('No users found')
    expect(root.querySelector('.fw-users-footer')).toHaveTextContent('Showing 0 of 5 users')
  })

  it("shows 'Failed to load users' in a red box when the list cannot be read", async () => {
    const failing = routeFetch({ 'GET /users': () => apiErrorAnswer(500, 'INTERNAL', 'Database unavailable') })
    const { root: failed } = mountElement('fw-users-admin', {}, { fetch: failing.fetch, calls: [] })
    await waitFor(() => expect(failed.querySelector('.fw-users-list[data-status="error"] [role="alert"]')).toHaveTextContent('Failed to load users'))
  })

  it('checks every field of a new user under it, then creates it and lists it', async () => {
    const { root, screen, api } = mount()
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New User' }))
    expect(root.querySelector('.fw-dialog')).toHaveStyle({ maxWidth: '600px' })
    expect(dialog.getByText('Add a new user to the system. All fields are required.')).toBeInTheDocument()
    expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription('3-50 characters. Letters, numbers, dashes, and underscores only.')
    expect(dialog.getByLabelText('Password')).toHaveAttribute('placeholder', 'Enter password')
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription('Must be at least 6 characters long.')

    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'a!' } })
    fireEvent.click(dialog.getByRole('checkbox', { name: 'User' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(/Username must be at least 3 characters/))
    expect(dialog.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address')
    expect(dialog.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required')
    expect(dialog.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required')
    expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(/Password must be at least 6 characters/)
    expect(dialog.getByText('User must have at least one role')).toBeInTheDocument()
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false)

    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'x'.repeat(51) } })
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(dialog.getByText('Username must be less than 50 characters')).toBeInTheDocument())
    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'new user' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(dialog.getByText('Username can only contain letters, numbers, underscores, and dashes')).toBeInTheDocument())

    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'jo_new' } })
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'jo@fireworks.example' } })
    fireEvent.change(dialog.getByLabelText('First Name'), { target: { value: 'Jo' } })
    fireEvent.change(dialog.getByLabelText('Last Name'), { target: { value: 'New' } })
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1' } })
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Admin' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const posted = api.requests.find((request) => request.method === 'POST')!
    expect(posted.body).toEqual({ username: 'jo_new', email: 'jo@fireworks.example', firstName: 'Jo', lastName: 'New', password: 'secret1', roles: ['admin'], status: 'active' })
    await waitFor(() => expect(rows(root)).toContain('jo_new'))
  })

  it("keeps the dialog open with the server's message when a create is refused", async () => {
    const { root, screen } = mount({
      'POST /users': () => apiErrorAnswer(409, 'CONFLICT', 'Username is already taken', [{ field: 'username', message: 'Username is already taken' }]),
    })
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New User' }))
    fireEvent.change(dialog.getByLabelText('Username'), { target: { value: 'casey_j' } })
    fireEvent.change(dialog.getByLabelText('Email'), { target: { value: 'c@fireworks.example' } })
    fireEvent.change(dialog.getByLabelText('First Name'), { target: { value: 'C' } })
    fireEvent.change(dialog.getByLabelText('Last Name'), { target: { value: 'J' } })
    fireEvent.change(dialog.getByLabelText('Password'), { target: { value: 'secret1' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Create User' }))
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Username is already taken'))
    expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(/Username is already taken/)
    expect(screen.getByRole('dialog', { name: 'Create New User' })).toBeInTheDocument()
    expect(dialog.getByLabelText('Username')).toHaveValue('casey_j')
  })

  it('edits a user without sending an empty password, and shows or hides the password', async () => {
    const { root, screen, api } = mount()
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Edit user casey_j' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }))
    expect(dialog.getByText('Update user information. Leave password empty to keep current password.')).toBeInTheDocument()
    expect(dialog.getByLabelText('First Name')).toHaveValue('Casey')
    const password = dialog.getByLabelText('Password')
    expect(password).toHaveAttribute('placeholder', 'Leave empty to keep current password')
    expect(password).toHaveAttribute('type', 'password')
    fireEvent.click(dialog.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    fireEvent.click(dialog.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')

    fireEvent.change(password, { target: { value: 'abc' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Update User' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Password must be at least 6 characters/))
    fireEvent.change(password, { target: { value: '' } })
    fireEvent.change(dialog.getByLabelText('Last Name'), { target: { value: 'Jonas' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Update User' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const put = api.requests.find((request) => request.method === 'PUT')!
    expect(put.url).toBe('/users/casey_j')
    expect(put.body).not.toHaveProperty('password')
    expect(put.body).toMatchObject({ lastName: 'Jonas' })
    await waitFor(() => expect(root.querySelector('tr[data-username="casey_j"]')).toHaveTextContent('Casey Jonas'))
  })

  it("sets a user's home locations in the dialog: their own list picked from every location, or the default again", async () => {
    const stands = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]), fakeLocation('L2', 'Riverbank Stand', 'America/Los_Angeles', [2025])]
    const { root, screen, api } = mount({
      'GET /square/locations': () => json({ success: true, data: locationsAnswer(stands) }),
      'GET /users/me/home-locations': () => json({ success: true, data: { locationIds: null, defaultLocationIds: ['L1', 'L2'], defaultSource: 'all-active' } }),
    })
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Edit user casey_j' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }))
    const group = within(dialog.getByRole('group', { name: 'Home locations' }))
    await waitFor(() => expect(group.getByRole('radio', { name: 'Default (2 locations)' })).toBeChecked())
    // Choosing starts from the default; one stand is then left out.
    fireEvent.click(group.getByRole('radio', { name: 'Choose locations' }))
    await waitFor(() => expect(group.getByRole('checkbox', { name: /Riverbank Stand/ })).toBeChecked())
    fireEvent.click(group.getByRole('checkbox', { name: /Riverbank Stand/ }))
    expect(group.getByRole('status')).toHaveTextContent('1 of 2 selected')
    fireEvent.change(group.getByLabelText('Search locations'), { target: { value: 'oak' } })
    expect(group.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Oakdale Tent '])
    fireEvent.click(dialog.getByRole('button', { name: 'Update User' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ homeLocationIds: ['L1'] })

    // Opened again, the list is there; back to the default sends null.
    fireEvent.click(screen.getByRole('button', { name: 'Edit user casey_j' }))
    const again = within(within(await screen.findByRole('dialog', { name: 'Edit User' })).getByRole('group', { name: 'Home locations' }))
    expect(again.getByRole('radio', { name: 'Choose locations' })).toBeChecked()
    fireEvent.click(again.getByRole('radio', { name: 'Default (2 locations)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Update User' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toMatchObject({ homeLocationIds: null })
  })

  it("asks before deleting, says 'Deleting...' meanwhile, and keeps the dialog open with the server's refusal", async () => {
    let release: (response: Response) => void = () => undefined
    const { root, screen } = mount({
      'DELETE /users/*': () => new Promise<Response>((resolve) => (release = resolve)),
    })
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Delete user admin' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete User' }))
    expect(dialog.getByText(/^Are you sure/)).toHaveTextContent(
      'Are you sure you want to delete the user Admin User (@admin)? This action cannot be undone and will permanently remove the user from the system.',
    )
    fireEvent.click(dialog.getByRole('button', { name: 'Delete User' }))
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled())
    release(apiErrorAnswer(409, 'CONFLICT', 'At least one active admin must remain'))
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('At least one active admin must remain'))
    expect(screen.getByRole('alertdialog', { name: 'Delete User' })).toBeInTheDocument()
    expect(rows(root)).toContain('admin')
  })

  it('deletes a user and drops it from the list', async () => {
    const { root, screen } = mount()
    await waitFor(() => expect(rows(root)).toHaveLength(5))
    fireEvent.click(screen.getByRole('button', { name: 'Delete user sam' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete User' }))
    fireEvent.click(dialog.getByRole('button', { name: 'Delete User' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(rows(root)).not.toContain('sam'))
    expect(root.querySelector('.fw-users-footer')).toHaveTextContent('Showing 4 of 4 users')
  })
})
