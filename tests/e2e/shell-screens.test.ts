// The browser tests' list of screens is the route table's: every signed-in screen, with its
// parameters filled and the elements it shows, and no redirect or signed-out page.
import { ROUTES } from '../../shell/routing/route-table'
import { routesToCheck, screensToCheck } from './shell-screens'

const sample = { locationId: 'L 1', compared: ['LA', 'LB'], year: 2025, orderId: 'O/1' } as const

describe('the screens the browser tests check', () => {
  const screens = screensToCheck(sample)

  it('are every signed-in route with a screen, each once', () => {
    const expected = Object.entries(ROUTES).filter(([, route]) => 'screen' in route && !('redirect' in route) && (route.guard === 'signed-in' || route.guard === 'admin'))
    expect(screens.map((screen) => screen.route)).toEqual(expected.map(([name]) => name))
    expect(screens.map((screen) => screen.route)).not.toContain('login')
    expect(screens.length).toBeGreaterThan(18)
    expect(routesToCheck()).toEqual(screens.map((screen) => screen.route))
  })

  it('fill the parameters and the search that shows data', () => {
    const byRoute = new Map(screens.map((screen) => [screen.route, screen]))
    expect(byRoute.get('locationOrder')?.url).toBe('/stats/details/location/L%201/orders/2025/O%2F1')
    expect(byRoute.get('compare')?.url).toBe('/stats/details/compare?years=2025&locations=LA,LB')
    expect(byRoute.get('admin')).toMatchObject({ url: '/admin', shows: ['fw-user-counts', 'fw-webhook-tester', 'fw-system-status'], layoutLandmark: { name: 'Return to App' } })
    expect(byRoute.get('locationStats')?.layoutLandmark).toEqual({ role: 'tab', name: 'Stats' })
  })
})
