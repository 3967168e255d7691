// One sign-in prompt per page: every signed-out widget that would show a form asks for the page's
// prompt, the first to ask that the reader can see draws it (a hidden widget never holds the
// page's only form), and the rest wait for its sign-in, saying where the form is. When the
// prompt's widget leaves the page, the next one waiting draws it.
import { atom, type ReadableAtom } from 'nanostores'
import { pageSingleton } from '../page/page-singleton'

/** A widget asking for the prompt: its host element, when it is one (plain React has none). */
export interface PromptClaim {
  readonly host: Element | null
}

const claims = pageSingleton('sign-in-prompt/v1', () => atom<readonly PromptClaim[]>([]))

/** Every claim, the prompt's first. */
export const $promptClaims: ReadableAtom<readonly PromptClaim[]> = claims

/** Asks for the page's prompt; returns the claim and its release (call it when no longer signed out or unmounted). */
export function claimSignInPrompt(host: Element | null): { claim: PromptClaim; release: () => void } {
  const claim: PromptClaim = { host }
  claims.set([...claims.get(), claim])
  return { claim, release: () => claims.set(claims.get().filter((other) => other !== claim)) }
}

/** Whether a claim's widget can be seen (no host, or a browser that cannot tell: yes). */
function shown(claim: PromptClaim): boolean {
  const host = claim.host as (Element & { checkVisibility?: () => boolean }) | null
  return host?.checkVisibility?.() ?? true
}

/** The claim that draws the prompt: the first the reader can see, else the first. */
export function promptOwner(claims: readonly PromptClaim[]): PromptClaim | undefined {
  return claims.find(shown) ?? claims[0]
}

/** Where the prompt is from a waiting widget's host: above, below, or unknown (no hosts to compare). */
export function promptDirection(owner: PromptClaim | undefined, waiting: Element | null): 'above' | 'below' | 'elsewhere' {
  if (!owner?.host || !waiting || typeof Node === 'undefined') return 'elsewhere'
  const position = waiting.compareDocumentPosition(owner.host)
  if (position & Node.DOCUMENT_POSITION_DISCONNECTED) return 'elsewhere'
  if (position & Node.DOCUMENT_POSITION_PRECEDING) return 'above'
  if (position & Node.DOCUMENT_POSITION_FOLLOWING) return 'below'
  return 'elsewhere'
}
