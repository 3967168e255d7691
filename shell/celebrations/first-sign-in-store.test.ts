// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { $homeStandsToAsk, HOME_STANDS_ASK_KEY, homeStandsAsked, signedIn } from './first-sign-in-store'

afterEach(() => homeStandsAsked())

describe('who is asked for their home stands', () => {
  it('is the user of a first sign-in, until they answer or skip, remembered across reloads', () => {
    signedIn({ username: 'casey', firstSignIn: false })
    expect($homeStandsToAsk.get()).toBe('')
    signedIn({ username: 'casey' })
    expect($homeStandsToAsk.get()).toBe('')
    signedIn({ username: 'casey', firstSignIn: true })
    expect($homeStandsToAsk.get()).toBe('casey')
    expect(localStorage.getItem(HOME_STANDS_ASK_KEY)).toBe('casey')
    homeStandsAsked()
    expect($homeStandsToAsk.get()).toBe('')
  })
})
