import { describe, expect, it } from 'vitest'
import { filterComboboxEntries, foldForSearch } from './combobox-filter'

const cities = [
  { value: 'san-diego', label: 'San Diego' },
  { value: 'santa-fe', label: 'Santa Fe' },
  { value: 'zurich', label: 'Zürich' },
]

describe('filterComboboxEntries', () => {
  it('lists the "all" entry first, then every option, for an empty search', () => {
    expect(filterComboboxEntries(cities, '  ', 'All cities').map((entry) => entry.label)).toEqual(['All cities', 'San Diego', 'Santa Fe', 'Zürich'])
  })

  it('keeps the labels that contain the search, ignoring case and accents', () => {
    expect(filterComboboxEntries(cities, 'SAN').map((entry) => entry.value)).toEqual(['san-diego', 'santa-fe'])
    expect(filterComboboxEntries(cities, 'zur').map((entry) => entry.value)).toEqual(['zurich'])
    expect(filterComboboxEntries(cities, ' fe ').map((entry) => entry.value)).toEqual(['santa-fe'])
  })

  it('filters the "all" entry like any other, so a search for nothing leaves no rows', () => {
    expect(filterComboboxEntries(cities, 'all', 'All cities')).toEqual([{ value: null, label: 'All cities' }])
    expect(filterComboboxEntries(cities, 'Boise', 'All cities')).toEqual([])
  })

  it('folds text to lower case without accents', () => {
    expect(foldForSearch('Coeur d’Alène')).toBe('coeur d’alene')
  })
})
