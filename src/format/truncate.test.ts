import { truncateName } from './truncate'

describe('truncateName', () => {
  it('keeps names of up to 25 characters', () => {
    expect(truncateName('Sparkler')).toBe('Sparkler')
    expect(truncateName('x'.repeat(25))).toBe('x'.repeat(25))
  })

  it('cuts longer names after 25 characters with an ellipsis', () => {
    expect(truncateName('Thunder Dome 500 Gram Cake Assortment')).toBe('Thunder Dome 500 Gram Cak…')
    expect(truncateName('x'.repeat(26))).toBe(`${'x'.repeat(25)}…`)
  })

  it('never splits a character made of two code units', () => {
    expect(truncateName(`${'a'.repeat(24)}🎆🎆`)).toBe(`${'a'.repeat(24)}🎆…`)
  })
})
