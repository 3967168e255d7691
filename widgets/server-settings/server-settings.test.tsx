// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { demoSettings } from './settings-fixture'
import { settingGroups } from './settings-rows'
import './server-settings.element'

function settingsApi(status = 200, body: unknown = { success: true, data: demoSettings() }): FakeApi {
  const calls: string[] = []
  const fetchImpl = async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input)).pathname)
    const answer = status === 200 ? body : { success: false, error: 'FORBIDDEN', message: "You don't have permission to do this" }
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetch: fetchImpl as typeof fetch, calls }
}

describe('settingGroups', () => {
  it('reads each setting as a person would', () => {
    const rows = Object.fromEntries(settingGroups(demoSettings()).flatMap((group) => group.rows.map((row) => [row.label, row.value])))
    expect(rows).toMatchObject({
      Environment: 'Production',
      'Data source': 'Bundled Square emulator (demo data)',
      'Access token': 'Not set',
      'Webhook signature keys': '1 key',
      'Locations (3)': ['LOAK1', 'LOAK2', 'LRIV1'],
      'Dark tile URL': 'Same as the light tiles',
      'Refresh interval': 'Every 15 minutes',
      'Allowed origins': 'This origin only',
      'Live ping interval': '15 s',
    })
  })
})

describe('<fw-server-settings>', () => {
  setUpElementTests()

  it('shows the configuration from GET /api/admin/settings', async () => {
    const { root, api } = mountElement('fw-server-settings', {}, settingsApi(200, { success: true, data: demoSettings({ allowedOrigins: ['https://intranet.example'] }) }))
    const ui = within(root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByRole('region', { name: 'Square' })).toBeInTheDocument())
    expect(api.calls).toEqual(['/api/admin/settings'])
    expect(ui.getByRole('region', { name: 'Server' })).toHaveTextContent('Allowed originshttps://intranet.example')
    expect(ui.getByRole('region', { name: 'Maps and geocoding' })).toHaveTextContent('Tile URLhttps://tile.openstreetmap.org/{z}/{x}/{y}.png')
  })

  it("shows the server's refusal", async () => {
    const { root } = mountElement('fw-server-settings', {}, settingsApi(403))
    await waitFor(() => expect(within(root as unknown as HTMLElement).getByRole('alert')).toHaveTextContent("You don't have permission to do this"))
  })
})
