// The home-locations picker as data: the locations it offers (ACTIVE ones first, by name, so the
// stands in business lead), a search over name, town and id, and the "select every one shown" step.
import type { Location } from '../../../src/contract/location'
import { titleCaseLocality } from '../../../src/format/locality'

export interface HomeLocationChoice {
  id: string
  name: string
  /** The town, title-cased; '' without an address. */
  town: string
  active: boolean
}

/** Every location as a choice, ACTIVE first, then by name. */
export function homeLocationChoices(locations: readonly Location[]): HomeLocationChoice[] {
  return locations
    .map((location) => ({ id: location.id, name: location.name, town: location.address ? titleCaseLocality(location.address.locality) : '', active: location.status === 'ACTIVE' }))
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
}

/** The choices whose name, town or id contains every word of `query`, without regard to case. */
export function searchHomeLocations(choices: readonly HomeLocationChoice[], query: string): HomeLocationChoice[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...choices]
  return choices.filter((choice) => {
    const text = `${choice.name} ${choice.town} ${choice.id}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}

/** `selected` with every shown choice added (`on`) or taken out, keeping the order of what was there. */
export function toggleShown(selected: readonly string[], shown: readonly HomeLocationChoice[], on: boolean): string[] {
  const shownIds = new Set(shown.map((choice) => choice.id))
  if (!on) return selected.filter((id) => !shownIds.has(id))
  const have = new Set(selected)
  return [...selected, ...shown.map((choice) => choice.id).filter((id) => !have.has(id))]
}
