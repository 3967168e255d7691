// A user's avatar (docs/screens.md#numbers-the-screens-keep): an identicon generated from the username by minidenticons, drawn over
// the initials of the username's first two words, which show if the image cannot be drawn.
import { minidenticon } from 'minidenticons'
import { useMemo, useState } from 'react'
import { usernameInitials } from '../../src/users/user-search'

function identiconUrl(username: string): string | null {
  try {
    return `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(username))}`
  } catch {
    return null
  }
}

export function UserAvatar({ username }: { username: string }) {
  const url = useMemo(() => identiconUrl(username), [username])
  const [failed, setFailed] = useState(false)
  return (
    <span className="fw-user-avatar" aria-hidden="true" data-fallback={url === null || failed || undefined}>
      <span className="fw-user-avatar-initials">{usernameInitials(username)}</span>
      {url !== null && !failed ? <img className="fw-user-avatar-image" src={url} alt="" onError={() => setFailed(true)} /> : null}
    </span>
  )
}
