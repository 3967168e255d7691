// The home-locations picker (docs/server.md#live-payments), shared by the user menu's dialog and the admin's user
// dialog: either the server's default, or a list of one's own picked from every location (search,
// select the ones shown, clear). An empty list of one's own is allowed: no payment celebrates.
import { useId, useMemo, useState } from 'react'
import type { Location } from '../../../src/contract/location'
import { defineStyles } from '../../../src/elements/style-sheets'
import { useStyles } from '../../../src/elements/use-styles'
import { Button, Checkbox, TextField } from '../../ui-kit'
import homeLocationsCss from './home-locations-field.css?inline'
import { homeLocationChoices, searchHomeLocations, toggleShown } from './home-locations-model'

const homeLocationsStyles = defineStyles(homeLocationsCss, 'kit')

export const HOME_LOCATIONS_HINT = 'Payments at home locations play fireworks and a toast.'

export interface HomeLocationsFieldProps {
  /** Every location to choose from; null while they load. */
  locations: readonly Location[] | null
  /** The list of one's own; null follows the default. */
  value: readonly string[] | null
  /** The server's default ids (null while unknown): what "Default" means, and where a new list starts. */
  defaultIds: readonly string[] | null
  onChange: (value: string[] | null) => void
  /** The server's refusal, shown under the field. */
  error?: string
  disabled?: boolean
}

export function HomeLocationsField({ locations, value, defaultIds, onChange, error, disabled = false }: HomeLocationsFieldProps) {
  useStyles(homeLocationsStyles)
  const id = useId()
  const [query, setQuery] = useState('')
  const choices = useMemo(() => homeLocationChoices(locations ?? []), [locations])
  const shown = useMemo(() => searchHomeLocations(choices, query), [choices, query])
  const selected = useMemo(() => new Set(value ?? []), [value])
  const defaultText = defaultIds === null ? 'Default' : `Default (${defaultIds.length} ${defaultIds.length === 1 ? 'location' : 'locations'})`

  return (
    <fieldset className="fw-home-locations" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} disabled={disabled}>
      <legend className="fw-field-label">Home locations</legend>
      <p id={`${id}-hint`} className="fw-field-hint">
        {HOME_LOCATIONS_HINT}
      </p>
      <div className="fw-home-locations-mode">
        <label>
          <input type="radio" name={`${id}-mode`} checked={value === null} onChange={() => onChange(null)} />
          {defaultText}
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={value !== null} onChange={() => onChange([...(defaultIds ?? [])])} />
          Choose locations
        </label>
      </div>
      {value !== null ? (
        <>
          <TextField type="search" label="Search locations" placeholder="Search locations..." value={query} onChange={(event) => setQuery(event.target.value)} />
          <div className="fw-home-locations-tools">
            <p className="fw-home-locations-count" role="status">
              {selected.size} of {choices.length} selected
            </p>
            <span>
              <Button variant="ghost" size="sm" onClick={() => onChange(toggleShown(value, shown, true))} disabled={shown.length === 0}>
                Select shown
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onChange(toggleShown(value, shown, false))} disabled={shown.length === 0}>
                Clear shown
              </Button>
            </span>
          </div>
          {locations === null ? (
            <p className="fw-home-locations-empty">Loading locations...</p>
          ) : shown.length === 0 ? (
            <p className="fw-home-locations-empty">No locations found</p>
          ) : (
            <ul className="fw-home-locations-list" aria-label="Locations">
              {shown.map((choice) => (
                <li key={choice.id}>
                  <Checkbox
                    checked={selected.has(choice.id)}
                    onCheckedChange={(on) => onChange(on ? [...value, choice.id] : value.filter((held) => held !== choice.id))}
                    label={
                      <>
                        {choice.name}{' '}
                        <span className="fw-home-locations-town">
                          {[choice.town, choice.active ? '' : 'inactive'].filter(Boolean).join(' · ')}
                        </span>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="fw-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
