// The filter panel as a pure view (stories and tests feed it): the summary button that opens the
// panel, the panel itself (docs/screens.md#location-filters-and-sorting: the searchable city dropdown, 'Hide locations with no sales',
// 'Done') and the count line under it. The city dropdown's popover code comes with the panel's
// first opening, not with the page (ComboboxOnDemand).
import { useId, useState } from 'react'
import { useStyles } from '../../src/elements/use-styles'
import type { LocationFilters } from '../../src/filters'
import { titleCaseLocality } from '../../src/format/locality'
import { Button, Checkbox, ChevronDownIcon, ComboboxOnDemand, type ComboboxOption } from '../ui-kit'
import { locationFiltersStyles } from './styles'

export interface LocationFiltersViewProps {
  filters: LocationFilters
  /** The cities to choose from: value as the filter holds it, label title-cased. */
  cities: readonly ComboboxOption[]
  /** The choice the filter's city matches, or null for every city. */
  chosenCity: string | null
  /** How many locations the filters keep, out of how many. */
  shown: number
  total: number
  onChange: (change: Partial<LocationFilters>) => void
  /** Whether the panel starts open (stories). */
  defaultOpen?: boolean
}

/** "Showing 3 of 40 locations". */
export function countLine(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'location' : 'locations'}`
}

/** What the summary button says the filters are: the city, and whether empty ones are hidden. */
export function filterSummary(cityLabel: string | null, hideEmpty: boolean): string {
  return [cityLabel ?? 'All cities', hideEmpty ? 'Only locations with sales' : 'Including locations with no sales'].join(' · ')
}

export function LocationFiltersView({ filters, cities, chosenCity, shown, total, onChange, defaultOpen = false }: LocationFiltersViewProps) {
  useStyles(locationFiltersStyles)
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  const cityLabel = filters.city === null ? null : (cities.find((c) => c.value === chosenCity)?.label ?? titleCaseLocality(filters.city))
  const summary = filterSummary(cityLabel, filters.hideEmpty)
  return (
    <div className="fw-location-filters" part="body">
      <Button
        variant="outline"
        className="fw-location-filters-summary"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Filters: ${summary}`}
        onClick={() => setOpen(!open)}
      >
        <span className="fw-location-filters-summary-text">
          <span className="fw-location-filters-summary-title">Filters</span>
          <span className="fw-location-filters-summary-detail">{summary}</span>
        </span>
        <span className="fw-location-filters-chevron" aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </Button>
      <div id={panelId} className="fw-location-filters-panel" role="group" aria-label="Filters" hidden={!open}>
        {open ? (
          <>
            <div className="fw-location-filters-field">
              <span className="fw-location-filters-label" aria-hidden="true">
                City
              </span>
              <ComboboxOnDemand
                options={cities}
                value={chosenCity}
                onValueChange={(city) => onChange({ city })}
                label="Filter by City"
                allOptionLabel="All cities"
                searchPlaceholder="Search..."
                emptyText="No results found."
                clearLabel="Clear city filter"
              />
            </div>
            <Checkbox label="Hide locations with no sales" checked={filters.hideEmpty} onCheckedChange={(hideEmpty) => onChange({ hideEmpty })} />
            <Button variant="primary" size="sm" className="fw-location-filters-done" onClick={() => setOpen(false)}>
              Done
            </Button>
          </>
        ) : null}
      </div>
      <p className="fw-location-filters-count" role="status">
        {countLine(shown, total)}
      </p>
    </div>
  )
}
