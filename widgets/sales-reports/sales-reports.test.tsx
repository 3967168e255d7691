// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, fakeLocation, type FakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { fixtureReport } from './report-fixture'
import './sales-reports.element'

/** Locations from the shared fake; reports answered here from the fixture, echoing the range asked for. */
function reportsApi(): FakeApi {
  const base = fakeApi([fakeLocation('LOAK1', 'Oakdale Tent', 'America/Los_Angeles', [2024, 2025]), fakeLocation('LRIV1', 'Riverbank Booth', 'America/Los_Angeles', [2025])], {})
  const calls: string[] = []
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace(/^\/api/, '')
    if (!path.startsWith('/square/reports/')) return base.fetch(input, init)
    calls.push(`${path}${url.search}`)
    const locationId = url.searchParams.get('locationId')!
    const year = url.searchParams.get('year')
    const report = year ? fixtureReport(locationId, `${year}-06-28`, `${year}-07-05`) : fixtureReport(locationId, url.searchParams.get('beginDate')!, url.searchParams.get('endDate')!)
    return new Response(JSON.stringify({ success: true, data: report }), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { fetch: fetchImpl as typeof fetch, calls }
}

describe('<fw-sales-reports>', () => {
  setUpElementTests()

  async function mounted(attributes: Record<string, string> = { 'location-id': 'LOAK1' }) {
    const mount = mountElement('fw-sales-reports', attributes, reportsApi())
    const ui = within(mount.root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByLabelText('Location')).toBeInTheDocument())
    return { ...mount, ui }
  }

  it("starts on the newest season's window and runs the report for a date range", async () => {
    const { ui, api, root } = await mounted()
    expect(ui.getByLabelText('Begin date')).toHaveValue('2025-06-28')
    expect(ui.getByLabelText('End date')).toHaveValue('2025-07-05')
    fireEvent.change(ui.getByLabelText('Begin date'), { target: { value: '2025-07-03' } })
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(root.querySelector('[data-card="netSales"]')).toHaveTextContent('$12,345.67'))
    expect(api.calls).toEqual(['/square/reports/sales?locationId=LOAK1&beginDate=2025-07-03&endDate=2025-07-05'])
    // Running the same report again asks the server afresh.
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(api.calls).toHaveLength(2))
    expect(root.querySelector('[data-card="grossSales"]')).toHaveTextContent('$13,000.00')
    expect(root.querySelector('[data-card="totalTransactions"]')).toHaveTextContent('321')
    expect(ui.getByRole('table', { name: 'Daily breakdown' })).toHaveTextContent('2025-07-04$7,000.00201')
    expect(ui.getByRole('table', { name: 'Hourly breakdown' })).toHaveTextContent('8pm$12,345.67321')
  })

  it('runs the report for a season year', async () => {
    const { ui, api, root } = await mounted()
    fireEvent.click(ui.getByRole('radio', { name: 'Year' }))
    fireEvent.change(ui.getByRole('textbox', { name: 'Year' }), { target: { value: '2024' } })
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(root.querySelector('.fw-report[data-status="ready"]')).toHaveTextContent('2024-06-28 to 2024-07-05'))
    expect(api.calls).toEqual(['/square/reports/year?locationId=LOAK1&year=2024'])
  })

  it('shows the messages under the fields and asks nothing', async () => {
    const { ui, api } = await mounted({})
    fireEvent.change(ui.getByLabelText('Begin date'), { target: { value: '07/04/2025' } })
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(ui.getByLabelText('Begin date')).toHaveAccessibleDescription('Date must be in YYYY-MM-DD format'))
    expect(ui.getByLabelText('Location')).toHaveAccessibleDescription('Location id is required')
    fireEvent.click(ui.getByRole('radio', { name: 'Year' }))
    fireEvent.change(ui.getByRole('textbox', { name: 'Year' }), { target: { value: '1999' } })
    fireEvent.change(ui.getByLabelText('Location'), { target: { value: 'LRIV1' } })
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(ui.getByRole('textbox', { name: 'Year' })).toHaveAccessibleDescription('Year must be between 2000 and 9999'))
    expect(api.calls).toEqual([])
  })

  it('exports the report as a CSV download', async () => {
    const created: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:report')), revokeObjectURL: vi.fn() }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { ui, root } = await mounted()
    expect(ui.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    fireEvent.click(ui.getByRole('button', { name: 'Run Report' }))
    await waitFor(() => expect(root.querySelector('[data-card="netSales"]')).not.toBeNull())
    fireEvent.click(ui.getByRole('button', { name: 'Export CSV' }))
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'sales-report-LOAK1-2025-06-28-to-2025-07-05.csv')
    const bytes = new Uint8Array(await created[0]!.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(await created[0]!.text()).toContain('Location,Oakdale Tent,LOAK1')
    clicked.mockRestore()
  })
})
