// @vitest-environment jsdom
// The page's one prompt goes to the first widget to ask that the reader can see, and the others
// say where it is.
import { resetPageSingletons } from '../page/page-singleton'
import type * as Prompt from './sign-in-prompt'

let prompt: typeof Prompt

beforeEach(async () => {
  resetPageSingletons()
  vi.resetModules()
  prompt = await import('./sign-in-prompt')
  document.body.replaceChildren()
})

/** An element the reader can or cannot see (checkVisibility, as browsers answer it). */
function widget(visible: boolean): Element {
  const element = document.createElement('fw-figure')
  Object.assign(element, { checkVisibility: () => visible })
  document.body.append(element)
  return element
}

describe('the page’s sign-in prompt', () => {
  it('goes to the first claim, passing over hidden widgets, and to the next when its widget lets go', () => {
    const hidden = prompt.claimSignInPrompt(widget(false))
    const first = prompt.claimSignInPrompt(widget(true))
    const second = prompt.claimSignInPrompt(widget(true))
    expect(prompt.promptOwner(prompt.$promptClaims.get())).toBe(first.claim)
    first.release()
    expect(prompt.promptOwner(prompt.$promptClaims.get())).toBe(second.claim)
    second.release()
    // Only hidden widgets left: one of them still holds it, for when it is shown.
    expect(prompt.promptOwner(prompt.$promptClaims.get())).toBe(hidden.claim)
  })

  it('says whether the prompt is above or below a waiting widget', () => {
    const top = widget(true)
    const bottom = widget(true)
    const owner = prompt.claimSignInPrompt(top).claim
    expect(prompt.promptDirection(owner, bottom)).toBe('above')
    expect(prompt.promptDirection(prompt.claimSignInPrompt(bottom).claim, top)).toBe('below')
    expect(prompt.promptDirection({ host: null }, top)).toBe('elsewhere')
  })
})
