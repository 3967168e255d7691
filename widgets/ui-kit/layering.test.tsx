// @vitest-environment jsdom
// How the parts behave together and where they put their styles.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button, Combobox, Dialog, Menu, MenuItem } from './index'

const cities = [
  { value: 'Austin', label: 'Austin' },
  { value: 'Boise', label: 'Boise' },
]

function LocationForm() {
  const [open, setOpen] = useState(true)
  const [city, setCity] = useState<string | null>(null)
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Edit Location" footer={<Button>Save</Button>}>
      <Combobox options={cities} value={city} onValueChange={setCity} label="City" />
    </Dialog>
  )
}

describe('ui-kit parts together', () => {
  it('treats a combobox opened in a dialog as part of it: choosing and Escape close only the combobox', async () => {
    const user = userEvent.setup()
    render(<LocationForm />)
    await user.click(screen.getByRole('button', { name: 'City' }))
    await user.click(screen.getByRole('option', { name: 'Boise' }))
    expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'City: Boise' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'City: Boise' }))
    const search = screen.getByRole('combobox', { name: 'City' })
    await waitFor(() => expect(search).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Edit Location' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('names a menu after its trigger', async () => {
    const user = userEvent.setup()
    render(
      <Menu trigger="Actions">
        <MenuItem onSelect={() => {}}>Edit</MenuItem>
      </Menu>,
    )
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument()
  })
})
