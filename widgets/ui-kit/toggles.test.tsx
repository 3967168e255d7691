// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './checkbox'
import { Switch } from './switch'

function LiveMode() {
  const [on, setOn] = useState(false)
  return <Switch checked={on} onCheckedChange={setOn} label="Live Mode" />
}

describe('Switch', () => {
  it('is a labelled switch that starts off and flips with a click, Space, Enter or its label', async () => {
    const user = userEvent.setup()
    render(<LiveMode />)
    const toggle = screen.getByRole('switch', { name: 'Live Mode' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await user.keyboard(' ')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await user.click(screen.getByText('Live Mode'))
    expect(toggle).toHaveAttribute('aria-checked', 'false')
  })

  it('does nothing while disabled', async () => {
    const user = userEvent.setup()
    render(<Switch checked={false} onCheckedChange={() => expect.unreachable()} label="Live Mode" disabled />)
    await user.click(screen.getByRole('switch', { name: 'Live Mode' }))
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false')
  })
})

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles from its label and Space', async () => {
    const user = userEvent.setup()
    function HideEmpty() {
      const [checked, setChecked] = useState(true)
      return <Checkbox checked={checked} onCheckedChange={setChecked} label="Hide empty locations" />
    }
    render(<HideEmpty />)
    const box = screen.getByRole('checkbox', { name: 'Hide empty locations' })
    expect(box).toBeChecked()
    await user.click(screen.getByText('Hide empty locations'))
    expect(box).not.toBeChecked()
    await user.keyboard(' ')
    expect(box).toBeChecked()
  })
})
