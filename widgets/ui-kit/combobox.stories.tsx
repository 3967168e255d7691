import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { WidgetFrame } from '../../ladle/widget-frame'
import { Combobox } from './combobox'

export default { title: 'UI kit / Combobox' } satisfies StoryDefault

/** Enough cities that the list scrolls at its 15rem limit. */
const CITIES = [
  'Albuquerque', 'Amarillo', 'Austin', 'Boise', 'Casper', 'Cheyenne', 'Coeur d’Alène', 'Denver', 'El Paso',
  'Fargo', 'Las Cruces', 'Lubbock', 'Pueblo', 'Rapid City', 'Reno', 'San Antonio', 'Santa Fe', 'Sioux Falls',
].map((city) => ({ value: city, label: city }))

function CityFilter({ initial = null }: { initial?: string | null }) {
  const [city, setCity] = useState<string | null>(initial)
  return (
    <Combobox
      options={CITIES}
      value={city}
      onValueChange={setCity}
      label="Filter by City"
      allOptionLabel="All cities"
      clearLabel="Clear city filter"
    />
  )
}

export const Default: Story = () => <CityFilter />
export const Chosen: Story = () => <CityFilter initial="Boise" />
export const Dark: Story = () => (
  <WidgetFrame theme="dark">
    <CityFilter initial="Santa Fe" />
  </WidgetFrame>
)
