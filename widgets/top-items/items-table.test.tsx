// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import Papa from 'papaparse'
import { afterEach, describe, expect, it } from 'vitest'
import type { ItemRow } from '../../src/contract/stats'
import { itemsCsv, itemsCsvFileName } from './items-csv'
import { SEASON_DAYS } from '../../src/season'
import { itemsPeriod, topItemsModel } from './items-model'
import { ItemsTable } from './items-table'

function row(id: string | null, itemLabel: string, totalSales: number, totalUnits: number): ItemRow {
  return { itemName: itemLabel, variationName: null, itemLabel, catalogObjectId: id, totalSales, totalUnits, averagePrice: Math.round(totalSales / totalUnits) }
}

const rows = topItemsModel([row('A', 'Fountain', 9_000, 3), row('B', 'Snaps', 1_000, 50), row('C', 'Rocket', 5_050, 10)]).rows

afterEach(cleanup)

const bodyRows = () => within(screen.getByRole('table', { name: 'Item Sales 2025' })).getAllByRole('row').slice(1).map((tr) => tr.textContent)

describe('the items table', () => {
  it("shows each item's revenue, units and average price, largest revenue first, and the season's total", () => {
    render(<ItemsTable rows={rows} locationName="Oakdale Tent" period={itemsPeriod(2025, [...SEASON_DAYS])} />)
    expect(bodyRows()).toEqual(['Fountain$90.003$30.00', 'Rocket$50.5010$5.05', 'Snaps$10.0050$0.20', 'Total$150.5063$2.39'])
  })

  it('sorts by any column from its header', () => {
    render(<ItemsTable rows={rows} locationName="Oakdale Tent" period={itemsPeriod(2025, [...SEASON_DAYS])} />)
    fireEvent.click(screen.getByRole('button', { name: /Units Sold/ }))
    expect(bodyRows().slice(0, 3).map((text) => text?.split('$')[0])).toEqual(['Snaps', 'Rocket', 'Fountain'])
    expect(screen.getByRole('columnheader', { name: /Units Sold/ })).toHaveAttribute('aria-sort', 'descending')
    fireEvent.click(screen.getByRole('button', { name: /^Item/ }))
    expect(bodyRows().slice(0, 3).map((text) => text?.split('$')[0])).toEqual(['Fountain', 'Rocket', 'Snaps'])
  })

  it('exports the same figures as a CSV file named after the location and season', () => {
    expect(Papa.parse<string[]>(itemsCsv(rows)).data).toEqual([
      ['Item', 'Catalog Object ID', 'Revenue', 'Units Sold', 'Average Price'],
      ['Fountain', 'A', '90.00', '3', '30.00'],
      ['Rocket', 'C', '50.50', '10', '5.05'],
      ['Snaps', 'B', '10.00', '50', '0.20'],
    ])
    expect(itemsCsvFileName('Oakdale Tent', 2025)).toBe('items-oakdale-tent-2025.csv')
    expect(itemsCsvFileName('Oakdale Tent', 2025, '4to4')).toBe('items-oakdale-tent-2025-4to4.csv')
  })
})
