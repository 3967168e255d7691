// The sidebar's user menu (docs/screens.md#the-sidebar): the username, the first role or 'User', the 'Admin Panel' link
// for admin and super_admin, 'Home locations' (the reader's own, docs/server.md#live-payments), and 'Log out', which
// asks first ('Confirm Sign Out').
import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { $session } from '../../src/stores/session'
import { ConfirmDialog, Menu, MenuItem, MenuLabel, MenuLinkItem, MenuSeparator } from '../../widgets/ui-kit'
import { signOutOfDashboard } from '../app/sign-out'
import { isAdmin } from '../routing/resolve-route'
import { navigate } from '../routing/router'
import { HomeLocationsDialog } from './home-locations-dialog'
import { roleLabel, UserBadge } from './user-badge'

export { roleLabel }

export function signOutQuestion(name: string): string {
  return `Are you sure you want to sign out as ${name}? You will need to log in again to access the application.`
}

export function UserMenu({ compact = false, defaultOpen = false }: { compact?: boolean; defaultOpen?: boolean }) {
  const session = useStore($session)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [choosingHomes, setChoosingHomes] = useState(false)
  // The dialog (and its two requests) arrives with its first opening, then stays for its focus return.
  const [homesOpened, setHomesOpened] = useState(false)
  if (session.status !== 'authenticated') return null
  const { username, roles } = session.user
  const role = roleLabel(roles)

  async function signOut() {
    setBusy(true)
    try {
      await signOutOfDashboard()
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <>
      <Menu
        trigger={<UserBadge username={username} roles={roles} compact={compact} />}
        triggerLabel={`User menu for ${username} (${role})`}
        triggerVariant="ghost"
        placement="top-start"
        defaultOpen={defaultOpen}
      >
        <MenuLabel>
          {username} · {role}
        </MenuLabel>
        <MenuSeparator />
        {isAdmin(roles) ? (
          <MenuLinkItem
            href="/admin"
            onClick={(event) => {
              event.preventDefault()
              navigate('/admin', { carry: false })
            }}
          >
            Admin Panel
          </MenuLinkItem>
        ) : null}
        <MenuItem
          onSelect={() => {
            setHomesOpened(true)
            setChoosingHomes(true)
          }}
        >
          Home locations
        </MenuItem>
        <MenuItem onSelect={() => setConfirming(true)}>Log out</MenuItem>
      </Menu>
      {homesOpened ? <HomeLocationsDialog open={choosingHomes} onOpenChange={setChoosingHomes} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Confirm Sign Out"
        description={signOutQuestion(username)}
        confirmLabel="Sign Out"
        busy={busy}
        onConfirm={() => void signOut()}
      />
    </>
  )
}
