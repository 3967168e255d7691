// @vitest-environment jsdom
// A widget reading with a host's embed token sees only that token's locations (the server narrows
// the locations answer), so a location outside it is said to be out of the token's reach, not
// missing; with any other credential an unknown location is still "not found".
import { waitFor } from '@testing-library/react'
import { fakeApi, fakeLocation } from '../../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../../src/elements/testing/mount-element'
import '../../summary-cards/summary-cards.element'
import '../../top-items/top-items.element'

const api = () => fakeApi([fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2024, 2025])], [])
const TOKEN_TEXT = "This page's embed token does not cover the location with ID L2"

describe('a location outside an embed token', () => {
  setUpElementTests()

  it('is named as out of the token’s reach by the figures widgets, and as not found with another credential', async () => {
    for (const tag of ['fw-summary-cards', 'fw-top-items'] as const) {
      const embedded = mountElement(tag, { 'location-id': 'L2', years: '2025' }, api(), { token: 'fwe_host-token' })
      await waitFor(() => expect(embedded.root.querySelector('[role="alert"]')?.textContent).toContain(TOKEN_TEXT))
      embedded.element.remove()
      const user = mountElement(tag, { 'location-id': 'L2', years: '2025' }, api(), { token: 'user-token' })
      await waitFor(() => expect(user.root.textContent).toContain('The location with ID L2 could not be found.'))
      expect(user.root.textContent).not.toContain('embed token')
      user.element.remove()
    }
  })
})
