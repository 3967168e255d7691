import { CELEBRATION_MESSAGES, celebrationMessage } from './celebration-messages'

describe('the celebration toast', () => {
  it('has 35 different messages, each naming the amount once', () => {
    expect(CELEBRATION_MESSAGES).toHaveLength(35)
    expect(new Set(CELEBRATION_MESSAGES).size).toBe(35)
    for (const message of CELEBRATION_MESSAGES) expect(message.split('{amount}')).toHaveLength(2)
  })

  it('fills in the amount in dollars, whichever message is picked', () => {
    for (let index = 0; index < 35; index += 1) {
      const message = celebrationMessage(123_456, () => index / 35)
      expect(message).toContain('$1,234.56')
      expect(message).toBe(CELEBRATION_MESSAGES[index]!.replace('{amount}', '$1,234.56'))
    }
  })

  it('stays inside the list at the ends of the pick', () => {
    expect(celebrationMessage(500, () => 0)).toBe(CELEBRATION_MESSAGES[0]!.replace('{amount}', '$5.00'))
    expect(celebrationMessage(500, () => 0.999_999_9)).toBe(CELEBRATION_MESSAGES[34]!.replace('{amount}', '$5.00'))
  })
})
