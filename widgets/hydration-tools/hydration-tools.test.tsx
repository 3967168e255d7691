// @vitest-environment jsdom
import { fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiErrorAnswer, json, routeFetch, type RouteHandler } from '../../src/api/testing/route-fetch'
import type { CurrentYearSummary, DailySalesSummary } from '../../src/contract/hydration'
import { fakeLocation, locationsAnswer } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { progressFraction } from './tool-run'
import './hydration-tools.element'

const hydratedAt = '2025-07-04T20:00:00.000Z'

function currentYearAnswer(processed: number, remaining: number, batchSize = 10) {
  const summary: CurrentYearSummary = {
    totalLocations: 12,
    locationsNeedingProcessing: processed + remaining,
    processedInThisBatch: processed,
    remainingToProcess: remaining,
    currentYear: 2025,
    batchSize,
    fourHoursAgoThreshold: '2025-07-04T16:00:00.000Z',
    ordersRefreshedAt: '2025-07-04T19:45:00.000Z',
  }
  return json({ success: true, data: { summary, hydratedAt, message: `Updated 2025 orders for ${processed} locations (40 orders received).` } })
}

function dailySalesAnswer(): Response {
  const summary: DailySalesSummary = {
    locationsProcessed: 5,
    totalLocationsNeedingProcessing: 5,
    totalOrdersProcessed: 1234,
    totalApiRequests: 9,
    yearsProcessed: [2023, 2024],
    batchInfo: { batchSize: 5, remainingToProcess: 0, isComplete: true },
  }
  return json({ success: true, data: { summary, hydratedAt, message: 'Daily sales are complete.' } })
}

// The page's locations, which say on which clock the tools show times (Los Angeles: PDT in July).
const locations = [fakeLocation('L1', 'Oakdale Tent', 'America/Los_Angeles', [2025]), fakeLocation('L2', 'Oakdale Stand', 'America/Los_Angeles', [2025])]

function mount(routes: Record<string, RouteHandler>) {
  const api = routeFetch({ 'GET /square/locations': () => json({ success: true, data: locationsAnswer(locations) }), ...routes })
  const mounted = mountElement('fw-hydration-tools', {}, { fetch: api.fetch, calls: [] })
  // The hydration requests alone (the locations answer is the page's, asked once).
  const hydrationRequests = () => api.requests.filter((request) => !request.url.startsWith('/square/locations'))
  return { ...mounted, api: { get requests() { return hydrationRequests() } } }
}

async function card(root: ShadowRoot, key: string) {
  await waitFor(() => expect(root.querySelector(`[data-tool="${key}"]`)).not.toBeNull())
  const element = root.querySelector<HTMLElement>(`[data-tool="${key}"]`)!
  return { element, screen: within(element) }
}

describe('progressFraction', () => {
  it('is the share processed of everything seen so far', () => {
    expect(progressFraction({ batches: 1, processed: 10, remaining: 30, stopping: false })).toBe(0.25)
    expect(progressFraction({ batches: 1, processed: 0, remaining: 0, stopping: false })).toBe(1)
    expect(progressFraction({ batches: 0, processed: 0, remaining: 0, stopping: false })).toBe(0)
  })
})

describe('<fw-hydration-tools>', () => {
  setUpElementTests()

  it('offers three tools with batch sizes 5, 10 and 5 between 1 and 50', async () => {
    const { root } = mount({})
    for (const [key, size] of [['locations', '5'], ['currentYear', '10'], ['dailySales', '5']] as const) {
      const { screen } = await card(root, key)
      const input = screen.getByLabelText('Batch Size')
      expect(input).toHaveValue(Number(size))
      expect(input).toHaveAttribute('min', '1')
      expect(input).toHaveAttribute('max', '50')
    }
  })

  it("refuses a batch size below 1 with 'Batch size must be a positive number', without asking the server", async () => {
    const { root, api } = mount({})
    const { screen } = await card(root, 'currentYear')
    fireEvent.change(screen.getByLabelText('Batch Size'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() => expect(screen.getByLabelText('Batch Size')).toHaveAccessibleDescription('Batch size must be a positive number'))
    fireEvent.change(screen.getByLabelText('Batch Size'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() => expect(screen.getByLabelText('Batch Size')).toHaveAccessibleDescription('Batch size must be a positive number'))
    expect(api.requests).toHaveLength(0)
  })

  it('runs one batch with the chosen size and shows its summary', async () => {
    const { root, api } = mount({ 'GET /square/hydrate/dailySales': () => dailySalesAnswer() })
    const { screen, element } = await card(root, 'dailySales')
    fireEvent.change(screen.getByLabelText('Batch Size'), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Daily Sales Processing Complete'))
    expect(api.requests[0]?.url).toBe('/square/hydrate/dailySales?batchSize=7')
    const summary = element.querySelector('.fw-hydration-summary')!
    expect(summary).toHaveTextContent('Locations Processed5')
    expect(summary).toHaveTextContent('Orders Processed1,234')
    expect(summary).toHaveTextContent('Years Processed2023, 2024')
    expect(summary).toHaveTextContent('CompleteYes')
  })

  it("shows the failure titles with the server's message, or the unexpected-format sentence", async () => {
    const { root } = mount({
      'GET /square/hydrate': () => apiErrorAnswer(409, 'CONFLICT', 'Another hydration is running; try again when it finishes'),
      'GET /square/hydrate/currentYear': () => json({ success: true, data: { unexpected: true } }),
      'GET /square/hydrate/dailySales': () => Promise.reject(new Error('')),
    })
    const locations = await card(root, 'locations')
    fireEvent.click(locations.screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() => expect(locations.screen.getByRole('alert')).toHaveTextContent('Hydration FailedAnother hydration is running; try again when it finishes'))
    const current = await card(root, 'currentYear')
    fireEvent.click(current.screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() =>
      expect(current.screen.getByRole('alert')).toHaveTextContent('Current Year Processing FailedFailed to process current year data - unexpected response format'),
    )
    const daily = await card(root, 'dailySales')
    fireEvent.click(daily.screen.getByRole('button', { name: 'Run Batch' }))
    await waitFor(() => expect(daily.screen.getByRole('alert')).toHaveTextContent('Daily Sales Processing FailedAn unexpected error occurred'))
  })

  it('runs batches until the work is complete, moving the progress bar', async () => {
    const remaining = [20, 10, 0]
    let calls = 0
    const { root, api } = mount({
      'GET /square/hydrate/currentYear': async () => {
        const left = remaining[calls++]!
        await new Promise((resolve) => setTimeout(resolve, 250))
        return currentYearAnswer(10, left)
      },
    })
    const { screen } = await card(root, 'currentYear')
    fireEvent.click(screen.getByRole('button', { name: 'Run to completion' }))
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33'))
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled()
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Current Year Processing Complete'))
    expect(api.requests.map((request) => request.url)).toEqual(Array(3).fill('/square/hydrate/currentYear?batchSize=10'))
    expect(screen.getByText('30 of 30 locations processed in 3 batches (100%)')).toBeInTheDocument()
    // When the season's orders were last refreshed, from the last batch's summary.
    // On the locations' clock, named, whatever the reader's browser clock says.
    expect(screen.getByText('Orders Last Refreshed').nextElementSibling).toHaveTextContent('7/4/2025, 12:45 PM PDT')
    expect(screen.getByText('Hydrated At').nextElementSibling).toHaveTextContent('7/4/2025, 1:00 PM PDT')
  })

  it('stops after the batch in flight when Stop is pressed', async () => {
    let calls = 0
    const { root, api } = mount({
      'GET /square/hydrate/currentYear': async () => {
        calls += 1
        await new Promise((resolve) => setTimeout(resolve, 300))
        return currentYearAnswer(10, 100 - calls * 10)
      },
    })
    const { screen } = await card(root, 'currentYear')
    fireEvent.click(screen.getByRole('button', { name: 'Run to completion' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Stop' }))
    expect(screen.getByRole('button', { name: 'Stopping...' })).toBeDisabled()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Stopped'))
    expect(api.requests).toHaveLength(1)
  })
})
