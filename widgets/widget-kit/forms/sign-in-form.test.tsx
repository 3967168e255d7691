// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LoginError } from '../../../src/api/auth'
import { SignInForm } from './sign-in-form'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('the sign-in form (the shell\'s /login and every widget\'s prompt)', () => {
  it('shows every text of the form: the labels, the username placeholder and Sign In', () => {
    render(<SignInForm onSubmit={() => Promise.resolve()} />)
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'Enter your username')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it('requires both fields and sends nothing without them', async () => {
    const onSubmit = vi.fn(() => Promise.resolve())
    render(<SignInForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('Username is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
  })

  it("shows and hides the password", async () => {
    render(<SignInForm onSubmit={() => Promise.resolve()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
  })

  it("says 'Signing in...' and is disabled while the request runs, then shows the server's message", async () => {
    const request = deferred()
    const onSubmit = vi.fn(() => request.promise)
    render(<SignInForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Username'), '  admin ')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'wrong' })
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    request.reject(new LoginError('Invalid username or password'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  it("falls back to 'Login failed' when the failure has no message", async () => {
    render(<SignInForm onSubmit={() => Promise.reject(new Error(''))} />)
    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
  })
})
