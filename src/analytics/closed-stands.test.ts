import { describe, expect, it } from 'vitest'
import { apartFromClosed, isClosedThisSeason } from './closed-stands'

describe('stands closed this season', () => {
  it('are the INACTIVE ones, set apart from the stands to rank in the order given', () => {
    const stands = [
      { id: 'a', status: 'ACTIVE' as const },
      { id: 'b', status: 'INACTIVE' as const },
      { id: 'c', status: 'ACTIVE' as const },
      { id: 'd', status: 'INACTIVE' as const },
    ]
    expect(stands.map(isClosedThisSeason)).toEqual([false, true, false, true])
    const { open, closed } = apartFromClosed(stands)
    expect(open.map((stand) => stand.id)).toEqual(['a', 'c'])
    expect(closed.map((stand) => stand.id)).toEqual(['b', 'd'])
  })
})
