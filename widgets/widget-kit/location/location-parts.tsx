// What every location view shows of a location, written once: its name, business name and
// address lines (docs/screens.md#the-stats-area) as a link to its stats, its compare toggle, and the line shown when no
// location is left. The sidebar list, the grid's cards, the map's side list and tooltip, and the
// list table use these.
import { useId } from 'react'
import type { Location } from '../../../src/contract/location'
import { DEFAULT_LOCATION_LINK_TEMPLATE } from '../../../src/filters/location-view-props'
import { canToggleCompare, isCompared } from '../../../src/filters'
import type { CompareSelection } from './use-location-view'
import { titleCaseLocality } from '../../../src/format/locality'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import { Button } from '../../ui-kit'
import locationPartsCss from './location-parts.css?inline'
import { WidgetLink } from '../links/widget-link'

const locationPartsStyles = defineStyles(locationPartsCss, 'kit')

/** What a location view shows when no location passes the filters. */
export const NO_LOCATIONS_TEXT = 'No locations found'

/** The address as two lines, the locality title-cased; null without an address. */
export function addressLines(location: Location): [string, string] | null {
  const address = location.address
  if (address === null) return null
  const town = [titleCaseLocality(address.locality), address.postalCode.trim()].filter((part) => part !== '').join(' ')
  return [address.addressLine1, town]
}

export const NO_ADDRESS_TEXT = 'No address available'

/** Name, business name (when there is one) and address, or 'No address available'. */
export function LocationSummary({ location, nameId }: { location: Location; nameId?: string }) {
  useStyles(locationPartsStyles)
  const lines = addressLines(location)
  return (
    <>
      <span id={nameId} className="fw-location-name">
        {location.name}
      </span>
      {location.businessName ? <span className="fw-location-business">{location.businessName}</span> : null}
      {lines ? (
        <span className="fw-location-address">
          <span>{lines[0]}</span>
          <span>{lines[1]}</span>
        </span>
      ) : (
        <span className="fw-location-address" data-missing="">
          {NO_ADDRESS_TEXT}
        </span>
      )}
    </>
  )
}

/** The location's summary as a link to its stats (the host's link-template, else the dashboard's). */
export function LocationLink({ location, nameId, className }: { location: Location; nameId: string; className: string }) {
  return (
    <WidgetLink className={className} defaultTemplate={DEFAULT_LOCATION_LINK_TEMPLATE} params={{ locationId: location.id, id: location.id }}>
      <LocationSummary location={location} nameId={nameId} />
    </WidgetLink>
  )
}

export interface CompareToggleProps {
  location: Pick<Location, 'id' | 'name'>
  selection: CompareSelection
  /** The id of the element naming the location, so the button says which location it adds. */
  describedBy?: string
}

/**
 * 'Compare Location' or 'Remove from comparison'; absent once two other locations are chosen,
 * so a selection stops at two (docs/screens.md#the-stats-area, docs/screens.md#numbers-the-screens-keep).
 */
export function CompareToggle({ location, selection, describedBy }: CompareToggleProps) {
  const fallbackId = useId()
  if (!canToggleCompare(selection.ids, location.id)) return null
  const chosen = isCompared(selection.ids, location.id)
  return (
    <>
      <Button
        variant={chosen ? 'primary' : 'outline'}
        size="sm"
        className="fw-compare-toggle"
        aria-describedby={describedBy ?? fallbackId}
        data-compared={chosen || undefined}
        onClick={() => selection.toggle(location.id)}
      >
        {chosen ? 'Remove from comparison' : 'Compare Location'}
      </Button>
      {describedBy === undefined ? (
        <span id={fallbackId} hidden>
          {location.name}
        </span>
      ) : null}
    </>
  )
}
