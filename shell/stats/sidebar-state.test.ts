import { expandedFromCookie, isSidebarShortcut, sidebarCookie } from './sidebar-state'
import { pickDefaultLocationId } from './default-location'
import { GRADIENTS, pickGradient } from '../theme/gradient'
import { roleLabel, signOutQuestion } from './user-menu'

describe('the sidebar_state cookie', () => {
  it('keeps the expanded state for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax')
  })

  it('reads collapsed only when the cookie says false', () => {
    expect(expandedFromCookie('a=1; sidebar_state=false; b=2')).toBe(false)
    expect(expandedFromCookie('sidebar_state=true')).toBe(true)
    expect(expandedFromCookie('')).toBe(true)
  })
})

describe('the sidebar shortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'b', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init })
  it('is Ctrl+B or Cmd+B, nothing else', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({ metaKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({}))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'c' }))).toBe(false)
  })
})

describe('the default location', () => {
  it('is the first active location, else the first, else none', () => {
    expect(pickDefaultLocationId([{ id: 'A', status: 'INACTIVE' }, { id: 'B', status: 'ACTIVE' }])).toBe('B')
    expect(pickDefaultLocationId([{ id: 'A', status: 'INACTIVE' }])).toBe('A')
    expect(pickDefaultLocationId([])).toBeNull()
  })
})

describe('the random gradient', () => {
  it('picks a new one, never the current', () => {
    for (const pick of [0, 0.3, 0.99]) expect(pickGradient(pick, GRADIENTS[0])).not.toBe(GRADIENTS[0])
    expect(GRADIENTS).toContain(pickGradient(0.5))
  })
})

describe('the user menu', () => {
  it("shows the first role, or 'User' without one", () => {
    expect(roleLabel(['admin', 'user'])).toBe('admin')
    expect(roleLabel([])).toBe('User')
  })

  it('asks the sign-out question', () => {
    expect(signOutQuestion('pat')).toBe('Are you sure you want to sign out as pat? You will need to log in again to access the application.')
  })
})
