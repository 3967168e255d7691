// The welcome of a first sign-in: 'Your home stands', the user menu's Home locations dialog asking
// which stands' payments celebrate on this user's screens. Saved through the same API; Skip keeps
// the server's default. Either way it is not asked again (./first-sign-in-store). A user whose list
// an admin already set is not asked at all.
import { useEffect, useState } from 'react'
import { ownHomeLocationsQuery } from '../../src/api/home-locations'
import { useQuery } from '../../widgets/widget-kit'
import { shellApi } from '../app/shell-api'
import { HomeLocationsDialog } from '../stats/home-locations-dialog'
import { homeStandsAsked } from './first-sign-in-store'

export default function HomeStandsWelcome() {
  const own = useQuery(() => ownHomeLocationsQuery(shellApi), [])
  const [open, setOpen] = useState(true)
  const chosenAlready = own.status === 'ready' && own.data.locationIds !== null
  useEffect(() => {
    if (chosenAlready) homeStandsAsked()
  }, [chosenAlready])
  if (own.status !== 'ready' || chosenAlready) return null
  return (
    <HomeLocationsDialog
      welcome
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) homeStandsAsked()
      }}
    />
  )
}
