// @vitest-environment jsdom
// The admin's embedding keys: listed with their origins, locations (by name) and status; a new key's
// secret and the host's code shown once; Revoke after a confirmation. The fake server keeps its
// keys as the real one does: secrets only as they were handed out, never listed.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { json, routeFetch } from '../../src/api/testing/route-fetch'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import type { EmbedKey } from '../../src/contract/embed'
import { mountElement, setUpElementTests, TEST_API_BASE } from '../../src/elements/testing/mount-element'
import { SECRET_SHOWN_ONCE } from './created-key-dialog'
import { revokeQuestion } from './embed-keys'
import './embed-keys.element'

const inside = (root: ShadowRoot) => within(root as unknown as HTMLElement)
const LA = 'America/Los_Angeles'
const locations = [fakeLocation('L-OAK', 'Oakdale Tent', LA, [2025]), fakeLocation('L-RIV', 'Riverbank Depot', LA, [2025]), fakeLocation('L-MOD', 'Modesto Stand', LA, [2025])]

function key(fields: Partial<EmbedKey>): EmbedKey {
  return {
    id: 'k1',
    name: 'Stand report',
    hint: 'fwk_AbCd',
    origins: ['https://intranet.example'],
    locationIds: ['L-OAK'],
    createdAt: '2025-07-01T16:00:00.000Z',
    createdBy: 'admin',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    status: 'active',
    ...fields,
  }
}

function keyServer(initial: EmbedKey[]) {
  const keys = [...initial]
  const server = routeFetch({
    'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }),
    'GET /embed/keys': () => json({ success: true, data: { keys } }),
    'POST /embed/keys': (request) => {
      const body = request.body as { name: string; origins: string[]; locationIds: string[]; expiresAt: string | null }
      const made = key({ id: `k${keys.length + 1}`, name: body.name, origins: body.origins, locationIds: body.locationIds, expiresAt: body.expiresAt, hint: 'fwk_NeW1', createdAt: '2025-07-04T20:00:00.000Z' })
      keys.unshift(made)
      return json({ success: true, data: { key: made, secret: 'fwk_NeW1secret-shown-once' } }, 201)
    },
    'DELETE /embed/keys/*': (request) => {
      const id = request.url.split('/').at(-1) ?? ''
      const index = keys.findIndex((candidate) => candidate.id === id)
      keys[index] = { ...keys[index]!, status: 'revoked', revokedAt: '2025-07-04T20:05:00.000Z' }
      return json({ success: true, data: { key: keys[index] } })
    },
  })
  return { ...server, keys, calls: [] as string[] }
}

/** The element matching `selector` in the shadow root, once it is there. */
function found(root: ShadowRoot, selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = root.querySelector<HTMLElement>(selector)
    expect(element, selector).not.toBeNull()
    return element as HTMLElement
  })
}

async function mounted(keys: EmbedKey[]) {
  const server = keyServer(keys)
  const mount = mountElement('fw-embed-keys', {}, server)
  await waitFor(() => expect(mount.root.querySelector('.fw-embed-keys-table')).not.toBeNull())
  return { ...mount, server, ui: inside(mount.root) }
}

describe('<fw-embed-keys>', () => {
  setUpElementTests()

  it('lists each key with its origins, its locations by name and its status, offering Revoke only while it works', async () => {
    const { root, ui } = await mounted([
      key({ id: 'k1', name: 'Stand report', locationIds: ['L-OAK', 'L-RIV'] }),
      key({ id: 'k2', name: 'Old board', status: 'revoked', revokedAt: '2025-07-02T10:00:00.000Z' }),
    ])
    await waitFor(() => expect(ui.getByText('Riverbank Depot')).toBeInTheDocument())
    const active = within(root.querySelector<HTMLElement>('tr[data-key-id="k1"]')!)
    expect(active.getByText('https://intranet.example')).toBeInTheDocument()
    expect(active.getByText('Oakdale Tent')).toBeInTheDocument()
    expect(active.getByText('fwk_AbCd…')).toBeInTheDocument()
    expect(active.getByText('Active')).toBeInTheDocument()
    expect(active.getByText('When revoked')).toBeInTheDocument()
    expect(active.getByText('Never')).toBeInTheDocument()
    expect(ui.getByRole('button', { name: 'Revoke Stand report' })).toBeInTheDocument()
    expect(ui.queryByRole('button', { name: 'Revoke Old board' })).toBeNull()
    expect(within(root.querySelector<HTMLElement>('tr[data-key-id="k2"]')!).getByText('Revoked')).toBeInTheDocument()
  })

  it('makes a key from the form and shows its secret and the host code once', async () => {
    const { root, ui, server } = await mounted([])
    expect(ui.getByText('No embedding keys yet')).toBeInTheDocument()
    fireEvent.click(ui.getByRole('button', { name: 'New key' }))
    const dialog = within(await found(root, '.fw-embed-key-dialog'))
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Stand report' } })
    fireEvent.change(dialog.getByRole('textbox', { name: /Origins/ }), { target: { value: 'https://intranet.example' } })
    await waitFor(() => expect(dialog.getByLabelText(/Riverbank Depot/)).toBeInTheDocument())
    fireEvent.change(dialog.getByLabelText('Search locations'), { target: { value: 'riv' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Select shown' }))
    expect(dialog.getByText('1 of 3 selected')).toBeInTheDocument()
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }))
    const created = within(await found(root, '.fw-embed-key-created'))
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Stand report', origins: ['https://intranet.example'], locationIds: ['L-RIV'], expiresAt: null })
    expect(created.getByLabelText('Embedding key')).toHaveTextContent('fwk_NeW1secret-shown-once')
    expect(created.getByText(SECRET_SHOWN_ONCE)).toBeInTheDocument()
    expect(root.querySelector('.fw-embed-key-created')?.textContent).toContain(`fetch('${TEST_API_BASE}/embed/tokens', {`)
    expect(root.querySelector('.fw-embed-key-created')?.textContent).toContain('<fw-location-stats location-id="L-RIV" token="${token}"></fw-location-stats>')
    fireEvent.click(created.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(root.querySelector('tr[data-key-id="k1"]')).not.toBeNull())
    expect(root.textContent).not.toContain('fwk_NeW1secret-shown-once')
  })

  it('says what is missing before sending anything', async () => {
    const { root, ui, server } = await mounted([])
    fireEvent.click(ui.getByRole('button', { name: 'New key' }))
    const dialog = within(await found(root, '.fw-embed-key-dialog'))
    fireEvent.click(dialog.getByRole('button', { name: 'Create key' }))
    expect(await dialog.findByText('Name is required')).toBeInTheDocument()
    expect(dialog.getByText('Name at least one origin the host page is served at')).toBeInTheDocument()
    expect(dialog.getByText('Choose at least one location the host may read')).toBeInTheDocument()
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('revokes a key after asking, and lists it revoked', async () => {
    const { root, ui, server } = await mounted([key({ id: 'k1', name: 'Stand report' })])
    fireEvent.click(ui.getByRole('button', { name: 'Revoke Stand report' }))
    expect(await ui.findByText(revokeQuestion(server.keys[0]!))).toBeInTheDocument()
    fireEvent.click(ui.getByRole('button', { name: 'Revoke key' }))
    await waitFor(() => expect(root.querySelector('tr[data-key-id="k1"]')).toHaveAttribute('data-status', 'revoked'))
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/embed/keys/k1'])
    expect(ui.queryByRole('button', { name: 'Revoke Stand report' })).toBeNull()
  })
})
