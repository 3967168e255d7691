import { SquareEnvironment } from 'square'
import { squareBaseUrl } from './square-url'

describe('squareBaseUrl', () => {
  it("uses the SDK's addresses for production and sandbox", () => {
    expect(squareBaseUrl({ SQUARE_ENVIRONMENT: 'production' })).toBe(SquareEnvironment.Production)
    expect(squareBaseUrl({ SQUARE_ENVIRONMENT: 'sandbox' })).toBe(SquareEnvironment.Sandbox)
  })

  it('lets SQUARE_BASE_URL win over the environment', () => {
    expect(squareBaseUrl({ SQUARE_ENVIRONMENT: 'sandbox', SQUARE_BASE_URL: 'http://127.0.0.1:8788' })).toBe('http://127.0.0.1:8788')
  })
})
