import { fakeLocation } from '../../../src/api/testing/fake-api'
import { homeLocationChoices, searchHomeLocations, toggleShown } from './home-locations-model'

const zeta = { ...fakeLocation('LZ', 'Zeta Stand', 'America/Los_Angeles', [2025]), address: { addressLine1: '1 A St', locality: 'RIVERBANK', postalCode: '95367' } }
const alpha = { ...fakeLocation('LA', 'Alpha Tent', 'America/Los_Angeles', [2025]), address: { addressLine1: '2 B St', locality: 'oakdale', postalCode: '95361' } }
const closed = { ...fakeLocation('LC', 'Aardvark Lot', 'America/Los_Angeles', [2023]), status: 'INACTIVE' as const, address: null }

describe('the home-locations picker', () => {
  it('offers ACTIVE locations first, by name, with their town title-cased', () => {
    expect(homeLocationChoices([zeta, closed, alpha])).toEqual([
      { id: 'LA', name: 'Alpha Tent', town: 'Oakdale', active: true },
      { id: 'LZ', name: 'Zeta Stand', town: 'Riverbank', active: true },
      { id: 'LC', name: 'Aardvark Lot', town: '', active: false },
    ])
  })

  it('finds locations by every word of the search in their name, town or id', () => {
    const choices = homeLocationChoices([zeta, closed, alpha])
    expect(searchHomeLocations(choices, '  ').map((choice) => choice.id)).toEqual(['LA', 'LZ', 'LC'])
    expect(searchHomeLocations(choices, 'oak').map((choice) => choice.id)).toEqual(['LA'])
    expect(searchHomeLocations(choices, 'STAND river').map((choice) => choice.id)).toEqual(['LZ'])
    expect(searchHomeLocations(choices, 'lc').map((choice) => choice.id)).toEqual(['LC'])
  })

  it('adds or takes out every location shown, leaving the others as they were', () => {
    const choices = homeLocationChoices([zeta, closed, alpha])
    const riverbank = searchHomeLocations(choices, 'riverbank')
    expect(toggleShown(['LC'], riverbank, true)).toEqual(['LC', 'LZ'])
    expect(toggleShown(['LC', 'LZ'], riverbank, true)).toEqual(['LC', 'LZ'])
    expect(toggleShown(['LC', 'LZ', 'LA'], riverbank, false)).toEqual(['LC', 'LA'])
  })
})
