import { HOME_LOCATIONS_MAX, homeLocationIdsSchema, homeLocationsUpdateSchema } from './home-locations'
import { userCreateSchema, userUpdateSchema } from './users'

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? []

describe('home locations in requests', () => {
  it('keeps each id once, in the order first given', () => {
    expect(homeLocationIdsSchema.parse(['L2', 'L1', 'L2'])).toEqual(['L2', 'L1'])
    expect(homeLocationIdsSchema.parse([])).toEqual([])
  })

  it('refuses empty or overlong ids, and more ids than any chain has stands', () => {
    expect(messagesOf(homeLocationIdsSchema.safeParse(['']))).toEqual(['A location id must not be empty'])
    expect(messagesOf(homeLocationIdsSchema.safeParse(['x'.repeat(256)]))).toEqual(['A location id must be at most 255 characters'])
    expect(messagesOf(homeLocationIdsSchema.safeParse(Array.from({ length: HOME_LOCATIONS_MAX + 1 }, (_, i) => `L${i}`)))).toEqual([`At most ${HOME_LOCATIONS_MAX} home locations`])
    expect(messagesOf(homeLocationIdsSchema.safeParse('L1'))).toEqual(['Home locations must be a list of location ids'])
  })

  it('takes null for "follow the default", and nothing else beside the list', () => {
    expect(homeLocationsUpdateSchema.parse({ locationIds: null })).toEqual({ locationIds: null })
    expect(homeLocationsUpdateSchema.safeParse({}).success).toBe(false)
    expect(homeLocationsUpdateSchema.safeParse({ locationIds: [], more: true }).success).toBe(false)
  })

  it('is optional on a user create or edit, where null means the default', () => {
    const user = { username: 'casey', email: 'c@fireworks.example', firstName: 'C', lastName: 'J', password: 'secret1' }
    expect(userCreateSchema.parse(user)).not.toHaveProperty('homeLocationIds')
    expect(userCreateSchema.parse({ ...user, homeLocationIds: ['L1', 'L1'] }).homeLocationIds).toEqual(['L1'])
    expect(userUpdateSchema.parse({ homeLocationIds: null })).toEqual({ homeLocationIds: null })
  })
})
