// @vitest-environment jsdom
// The /stats menus' stand-ins: enabled from the start, named like the menus, and a press (pointer
// or keyboard) before the menu's code is here opens the menu once it arrives. Each test uses a
// menu no earlier test loaded, so each meets its stand-in.
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HeaderMenu, ThemeSwitcher } from './deferred-chrome'

describe('the /stats menus before their code is here', () => {
  it('a click on the Dashboard menu stand-in opens the menu on its first item; Escape gives focus to the trigger', async () => {
    const user = userEvent.setup()
    render(<HeaderMenu />)
    const standIn = screen.getByRole('button', { name: 'Dashboard menu' })
    expect(standIn).toBeEnabled()
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu')
    await user.click(standIn)
    const first = await screen.findByRole('menuitem', { name: 'Trigger Fireworks!' })
    await waitFor(() => expect(first).toHaveFocus())
    expect(screen.getByRole('menuitem', { name: 'Connect Square Account' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dashboard menu' })).toHaveFocus())
  })

  it('the theme switcher stand-in opens from the keyboard (ArrowDown) with the current choice checked', async () => {
    const user = userEvent.setup()
    render(<ThemeSwitcher />)
    const standIn = screen.getByRole('button', { name: 'Theme: System' })
    act(() => standIn.focus())
    await user.keyboard('{ArrowDown}')
    const choices = await screen.findAllByRole('menuitemradio')
    expect(choices.map((choice) => choice.textContent)).toEqual(['Light', 'Dark', 'System'])
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(choices[0]).toHaveFocus())
  })
})
