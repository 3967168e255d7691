// @vitest-environment jsdom
import { waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../src/api/testing/fake-api'
import { mountElement, setUpElementTests } from '../../src/elements/testing/mount-element'
import { samplePayments, sampleStackedChart, sampleYearChart } from './sample-payments'
import './payment-chart-test.element'

describe('the sample payments', () => {
  it('cover the eight window days of each season in cents, peaking on July 4', () => {
    const days = samplePayments(2024)
    expect(days.map((day) => day.label)).toEqual(['6/28', '6/29', '6/30', '7/1', '7/2', '7/3', '7/4', '7/5'])
    expect(days[6]).toEqual({ label: '7/4', cash: 595_200, card: 1_097_600 })
    expect(Math.max(...days.map((day) => day.card))).toBe(days[6]!.card)
    expect(sampleYearChart(2023).series.map((series) => series.name)).toEqual(['Cash', 'Card'])
    expect(sampleStackedChart().series.map((series) => series.stack)).toEqual(['2023', '2023', '2024', '2024', '2025', '2025'])
  })
})

describe('<fw-payment-chart-test>', () => {
  setUpElementTests()

  it('draws a bar chart per season and the seasons stacked, asking the API nothing', async () => {
    const { root, api } = mountElement('fw-payment-chart-test', {}, fakeApi([], {}))
    const ui = within(root as unknown as HTMLElement)
    await waitFor(() => expect(ui.getByRole('img', { name: /^2023 Cash and Card by Day/ })).toBeInTheDocument())
    expect(ui.getByRole('img', { name: /^2024 Cash and Card by Day/ })).toBeInTheDocument()
    expect(ui.getByRole('img', { name: /^2025 Cash and Card by Day/ })).toBeInTheDocument()
    expect(ui.getByRole('img', { name: /^Cash and Card by Day, 2023–2025/ })).toBeInTheDocument()
    // the hidden data table of the 2025 chart holds the July 4 sample in whole dollars
    expect(ui.getByRole('region', { name: '2025 Cash and Card by Day' })).toHaveTextContent('$12,446')
    expect(api.calls).toEqual([])
  })
})
