// @vitest-environment jsdom
// Every test here starts with the popover's code not yet loaded: each widget test file gets its
// own module graph, and the first render of this file is the first to ask for it.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ComboboxOnDemand } from './combobox-on-demand'

const cities = [
  { value: 'Austin', label: 'Austin' },
  { value: 'Boise', label: 'Boise' },
]

function CityFilter({ onChange = () => {} }: { onChange?: (value: string | null) => void }) {
  const [city, setCity] = useState<string | null>('Boise')
  return (
    <ComboboxOnDemand
      options={cities}
      value={city}
      onValueChange={(next) => {
        onChange(next)
        setCity(next)
      }}
      label="Filter by City"
      allOptionLabel="All cities"
      clearLabel="Clear city filter"
    />
  )
}

describe('ComboboxOnDemand', () => {
  it('stands in with the same trigger, enabled, and opens the combobox on the choice once its code is here', async () => {
    const user = userEvent.setup()
    render(<CityFilter />)
    const standIn = screen.getByRole('button', { name: 'Filter by City: Boise' })
    expect(standIn).toBeEnabled()
    expect(standIn).toHaveAttribute('aria-haspopup', 'dialog')
    expect(standIn).toHaveTextContent('Boise')
    await user.click(standIn)
    const search = await screen.findByRole('combobox', { name: 'Filter by City' })
    await waitFor(() => expect(search).toHaveFocus())
    expect(screen.getByRole('option', { name: 'Boise' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('combobox')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter by City: Boise' })).toHaveFocus())
  })

  it('draws the real combobox at once when its code is already here, closed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<CityFilter onChange={onChange} />)
    expect(screen.queryByRole('combobox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Clear city filter' }))
    expect(onChange).toHaveBeenCalledWith(null)
    await user.click(screen.getByRole('button', { name: 'Filter by City' }))
    expect(screen.getByRole('combobox', { name: 'Filter by City' })).toBeInTheDocument()
  })
})
