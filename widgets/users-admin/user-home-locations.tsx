// The user dialog's home-locations field: every location and the server's default, read when the
// dialog first opens (not with the users page), then the shared picker.
import { errorText } from '../../src/api/errors'
import { ownHomeLocationsQuery } from '../../src/api/home-locations'
import { locationsQuery } from '../../src/api/queries'
import { useWidgetApi } from '../../src/elements/widget-api'
import { HomeLocationsField, useQuery } from '../widget-kit'

export interface UserHomeLocationsProps {
  value: readonly string[] | null
  onChange: (value: string[] | null) => void
  error?: string
  disabled?: boolean
}

export function UserHomeLocations({ value, onChange, error, disabled }: UserHomeLocationsProps) {
  const api = useWidgetApi()
  const locations = useQuery(() => locationsQuery(api), [api])
  // The default is the same for every user: the signed-in admin's answer carries it.
  const defaults = useQuery(() => ownHomeLocationsQuery(api), [api])
  const failed = locations.status === 'error' ? locations.error : defaults.status === 'error' ? defaults.error : null
  return (
    <HomeLocationsField
      locations={locations.status === 'ready' ? locations.data.locations : null}
      defaultIds={defaults.status === 'ready' ? defaults.data.defaultLocationIds : null}
      value={value}
      onChange={onChange}
      error={error ?? (failed === null ? undefined : `Locations could not be read: ${errorText(failed)}`)}
      disabled={disabled}
    />
  )
}
