// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DateYearPicker } from './date-year-picker'
import type { DateYearSelection, YearMode } from './date-year-selection'
import { renderInShadowWidget } from './testing/shadow-widget'

interface PickerProps {
  days?: string
  years?: number[]
  mode?: YearMode
  onApply?: (selection: DateYearSelection) => void
}

/** The picker under a page that takes what it applies, as the URL would. */
function Page({ days = '28to5', years = [2024, 2025], mode = 'multi', onApply }: PickerProps) {
  const [selection, setSelection] = useState<DateYearSelection>({ days, years })
  return (
    <>
      <DateYearPicker
        days={selection.days}
        years={selection.years}
        mode={mode}
        currentYear={2025}
        onApply={(next) => {
          onApply?.(next)
          setSelection(next)
        }}
      />
      <p>Outside</p>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: /·/ })
const day = (label: string) => screen.getByRole('button', { name: label })
const daysInRange = () =>
  within(screen.getByRole('group', { name: 'Days' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent)

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger())
  return screen.getByRole('dialog', { name: 'Choose days and years' })
}

describe('DateYearPicker', () => {
  it('names the selection on its trigger', () => {
    render(<Page days="29to3" years={[2025, 2024]} />)
    expect(trigger()).toHaveTextContent('Jun 29 – Jul 3 · 2024, 2025')
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog')
  })

  it('says No years selected when there are none', () => {
    render(<Page years={[]} />)
    expect(trigger()).toHaveTextContent('Jun 28 – Jul 5 · No years selected')
  })

  it('offers the window days 6/28 … 7/5 and the years 2019 … current year', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await openPicker(user)
    const dayButtons = within(screen.getByRole('group', { name: 'Days' })).getAllByRole('button')
    expect(dayButtons.map((button) => button.textContent)).toEqual(['6/28', '6/29', '6/30', '7/1', '7/2', '7/3', '7/4', '7/5'])
    const years = within(screen.getByRole('group', { name: 'Years' })).getAllByRole('button')
    expect(years.map((button) => button.textContent)).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2025'])
    expect(years.filter((button) => button.getAttribute('aria-pressed') === 'true').map((b) => b.textContent)).toEqual(['2024', '2025'])
  })

  it('picks a contiguous range by a start click and an end click, in either order', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await openPicker(user)
    await user.click(day('7/2'))
    expect(daysInRange()).toEqual(['7/2'])
    expect(screen.getByText('Now click the last day.')).toBeInTheDocument()
    await user.click(day('6/30'))
    expect(daysInRange()).toEqual(['6/30', '7/1', '7/2'])
  })

  it('applies the draft once, on Escape, and not while it is being changed', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page onApply={onApply} />)
    await openPicker(user)
    await user.click(day('6/29'))
    await user.click(day('7/3'))
    await user.click(screen.getByRole('button', { name: '2024' }))
    expect(onApply).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onApply).toHaveBeenCalledTimes(1)
    expect(onApply).toHaveBeenCalledWith({ days: '29to3', years: [2025] })
    expect(trigger()).toHaveTextContent('Jun 29 – Jul 3 · 2025')
    await waitFor(() => expect(trigger()).toHaveFocus())
  })

  it('applies on a press outside and on Done', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page onApply={onApply} />)
    await openPicker(user)
    await user.click(screen.getByRole('button', { name: '2023' }))
    await user.click(screen.getByText('Outside'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onApply).toHaveBeenLastCalledWith({ days: '28to5', years: [2023, 2024, 2025] })

    await openPicker(user)
    await user.click(day('7/4'))
    await user.click(day('7/4'))
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onApply).toHaveBeenLastCalledWith({ days: '4to4', years: [2023, 2024, 2025] })
    expect(onApply).toHaveBeenCalledTimes(2)
  })

  it('applies nothing when the draft ends where it started', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page onApply={onApply} />)
    await openPicker(user)
    await user.click(screen.getByRole('button', { name: '2023' }))
    await user.click(screen.getByRole('button', { name: '2023' }))
    await user.click(day('6/28'))
    await user.click(day('7/5'))
    await user.keyboard('{Escape}')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('keeps exactly one year in single mode, as radio buttons', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page mode="single" years={[2024]} onApply={onApply} />)
    await openPicker(user)
    const group = screen.getByRole('radiogroup', { name: 'Year' })
    expect(within(group).getByRole('radio', { name: '2024' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(group).getByRole('radio', { name: '2022' }))
    await user.click(within(group).getByRole('radio', { name: '2022' }))
    expect(within(group).getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(1)
    await user.keyboard('{Escape}')
    expect(onApply).toHaveBeenCalledWith({ days: '28to5', years: [2022] })
  })

  it('warns Please select a year in single mode with none chosen', async () => {
    const user = userEvent.setup()
    render(<Page mode="single" years={[]} />)
    expect(trigger()).toHaveTextContent('No years selected')
    await openPicker(user)
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a year')
    await user.click(screen.getByRole('radio', { name: '2025' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('opens single mode on the latest of several years without applying anything by itself', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page mode="single" years={[2023, 2025]} onApply={onApply} />)
    expect(trigger()).toHaveTextContent('Jun 28 – Jul 5 · 2025')
    await openPicker(user)
    await user.keyboard('{Escape}')
    expect(onApply).not.toHaveBeenCalled()
  })

  it('moves between days with the arrow keys, Home and End, and picks with Enter', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    render(<Page onApply={onApply} />)
    await openPicker(user)
    await waitFor(() => expect(day('6/28')).toHaveFocus())
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(day('6/30')).toHaveFocus()
    await user.keyboard('{Enter}{End}')
    expect(day('7/5')).toHaveFocus()
    await user.keyboard('{ArrowLeft}{Enter}')
    expect(daysInRange()).toEqual(['6/30', '7/1', '7/2', '7/3', '7/4'])
    await user.keyboard('{Home}')
    expect(day('6/28')).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onApply).toHaveBeenCalledWith({ days: '30to4', years: [2024, 2025] })
  })

  it('portals into the widget portal layer inside the shadow root and applies on Escape there', async () => {
    const onApply = vi.fn()
    const widget = renderInShadowWidget(<Page onApply={onApply} />)
    const opener = widget.mount.querySelector('button')!
    act(() => opener.click())
    const dialog = widget.portal.querySelector<HTMLElement>('[role="dialog"]')!
    expect(dialog).not.toBeNull()
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    const dayButton = (text: string) => [...dialog.querySelectorAll('button')].find((button) => button.textContent === text)!
    act(() => dayButton('7/1').click())
    act(() => dayButton('7/2').click())
    fireEvent.keyDown(dayButton('7/2'), { key: 'Escape' })
    expect(widget.portal.querySelector('[role="dialog"]')).toBeNull()
    expect(onApply).toHaveBeenCalledWith({ days: '1to2', years: [2024, 2025] })
    expect(opener).toHaveTextContent('Jul 1 – Jul 2 · 2024, 2025')
    widget.remove()
  })
})
