// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Combobox } from './combobox'
import { renderInShadowWidget } from './testing/shadow-widget'

const cities = [
  { value: 'Austin', label: 'Austin' },
  { value: 'Boise', label: 'Boise' },
  { value: 'San Diego', label: 'San Diego' },
]

function CityFilter({ initial = null, onChange }: { initial?: string | null; onChange?: (value: string | null) => void }) {
  const [city, setCity] = useState<string | null>(initial)
  return (
    <Combobox
      options={cities}
      value={city}
      onValueChange={(next) => {
        onChange?.(next)
        setCity(next)
      }}
      label="Filter by City"
      allOptionLabel="All cities"
      clearLabel="Clear city filter"
    />
  )
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('Combobox', () => {
  it('opens a search field over the options, focused, with the placeholder Search...', async () => {
    const user = userEvent.setup()
    render(<CityFilter />)
    const trigger = screen.getByRole('button', { name: 'Filter by City' })
    expect(trigger).toHaveTextContent('Filter by City')
    await user.click(trigger)
    const search = screen.getByRole('combobox', { name: 'Filter by City' })
    expect(search).toHaveAttribute('placeholder', 'Search...')
    await waitFor(() => expect(search).toHaveFocus())
    expect(optionNames()).toEqual(['All cities', 'Austin', 'Boise', 'San Diego'])
    expect(screen.getByRole('option', { name: 'All cities' })).toHaveAttribute('aria-selected', 'true')
  })

  it('filters as you type and says No results found. when nothing matches', async () => {
    const user = userEvent.setup()
    render(<CityFilter />)
    await user.click(screen.getByRole('button', { name: 'Filter by City' }))
    const search = screen.getByRole('combobox')
    await waitFor(() => expect(search).toHaveFocus())
    await user.type(search, 'bo')
    expect(optionNames()).toEqual(['Boise'])
    await user.type(search, 'x')
    expect(optionNames()).toEqual([])
    expect(screen.getByText('No results found.')).toBeInTheDocument()
  })

  it('moves the highlight with the arrow keys while focus stays in the field, and chooses with Enter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<CityFilter onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Filter by City' })
    await user.click(trigger)
    const search = screen.getByRole('combobox')
    await waitFor(() => expect(search).toHaveFocus())
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const boise = screen.getByRole('option', { name: 'Boise' })
    expect(search).toHaveAttribute('aria-activedescendant', boise.id)
    expect(search).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('Boise')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Filter by City: Boise' })).toHaveTextContent('Boise')
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('chooses by click, and goes back to all through the "all" entry or the clear button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<CityFilter initial="Austin" onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Filter by City: Austin' }))
    await user.click(screen.getByRole('option', { name: 'San Diego' }))
    expect(onChange).toHaveBeenLastCalledWith('San Diego')
    await user.click(screen.getByRole('button', { name: 'Filter by City: San Diego' }))
    await user.click(screen.getByRole('option', { name: 'All cities' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(screen.queryByRole('button', { name: 'Clear city filter' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Filter by City' }))
    await user.click(screen.getByRole('option', { name: 'Boise' }))
    await user.click(screen.getByRole('button', { name: 'Clear city filter' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('closes on Escape without changing the choice', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<CityFilter onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: 'Filter by City' })
    await user.click(trigger)
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus())
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
    await waitFor(() => expect(trigger).toHaveFocus())
  })

  it('portals into the widget portal layer and filters typed text inside the shadow root', async () => {
    const widget = renderInShadowWidget(<CityFilter />)
    const trigger = widget.mount.querySelector('button')!
    act(() => trigger.click())
    const search = widget.portal.querySelector<HTMLInputElement>('[role="combobox"]')!
    expect(search).not.toBeNull()
    expect(document.body.querySelector('[role="listbox"]')).toBeNull()
    await waitFor(() => expect(widget.shadow.activeElement).toBe(search))
    fireEvent.change(search, { target: { value: 'zzz' } })
    expect(widget.portal.querySelectorAll('[role="option"]')).toHaveLength(0)
    expect(widget.portal.textContent).toContain('No results found.')
    fireEvent.keyDown(search, { key: 'Escape' })
    expect(widget.portal.querySelector('[role="listbox"]')).toBeNull()
    widget.remove()
  })
})
