// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextField } from './field'

describe('TextField', () => {
  it('names the input by its label and describes it with its hint and error', () => {
    render(<TextField label="Username" hint="3-50 characters." error="Username must be at least 3 characters" defaultValue="ab" />)
    const input = screen.getByLabelText('Username')
    expect(input).toHaveAccessibleDescription('3-50 characters. Username must be at least 3 characters')
    expect(input).toHaveAttribute('aria-invalid', 'true')
  })

  it('is valid and undescribed without a hint or error', () => {
    render(<TextField label="Email" />)
    const input = screen.getByLabelText('Email')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })
})
