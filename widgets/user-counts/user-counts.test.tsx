// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FAKE_USERS } from '../../src/api/testing/fake-users'
import { apiErrorAnswer, json, routeFetch } from '../../src/api/testing/route-fetch'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { UserCountsView } from './user-counts'
import './user-counts.element'

const card = (root: ParentNode, key: string) => root.querySelector<HTMLElement>(`[data-card="${key}"]`)

describe('UserCountsView', () => {
  it('titles the four cards as docs/screens.md#admin-dashboard names them', () => {
    const { container } = render(<UserCountsView counts={{ total: 1_204, active: 3, inactive: 0, admins: 1 }} />)
    expect(card(container, 'total')).toHaveTextContent('Total1,204')
    expect(card(container, 'active')).toHaveTextContent('Active3')
    expect(card(container, 'inactive')).toHaveTextContent('Inactive0')
    expect(card(container, 'admins')).toHaveTextContent('Admin Users1')
  })
})

describe('<fw-user-counts>', () => {
  setUpElementTests()

  it('counts the users the API lists', async () => {
    const api = routeFetch({ 'GET /users': () => json({ success: true, data: FAKE_USERS }) })
    const { root } = mountElement('fw-user-counts', {}, { fetch: api.fetch, calls: [] })
    await waitFor(() => expect(card(root, 'total')).toHaveTextContent('Total5'))
    expect(card(root, 'inactive')).toHaveTextContent('Inactive1')
    expect(card(root, 'admins')).toHaveTextContent('Admin Users3')
  })

  it("shows the server's message when the list cannot be read", async () => {
    const api = routeFetch({ 'GET /users': () => apiErrorAnswer(403, 'FORBIDDEN', 'Admin role required') })
    const { root } = mountElement('fw-user-counts', {}, { fetch: api.fetch, calls: [] })
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent('Admin role required'))
  })
})
