// The toast that goes with a home-location payment's fireworks (docs/screens.md#live-payments-and-fireworks): one of 35 messages,
// picked at random, each carrying the payment's amount. Pure, so a host (the shell's toasts) and
// tests can call it with a chosen pick.
import { formatMoney } from '../../src/format/money'

/** The 35 messages; `{amount}` is replaced by the amount in dollars ("$1,234.56"). */
export const CELEBRATION_MESSAGES: readonly string[] = Object.freeze([
  '🎆 Ka-boom! A {amount} sale just lit up the sky!',
  '🎇 Sparklers out: {amount} just came in!',
  '💥 Big bang! Another {amount} on the books.',
  '🚀 Rocket launch! {amount} sold and climbing.',
  '🎉 Light the fuse: a {amount} sale!',
  '✨ That {amount} payment is pure sparkle.',
  '🎆 Ooh, aah! {amount} just landed.',
  '🧨 Firecracker of a sale: {amount}!',
  '🌟 A {amount} shooting star just crossed the register.',
  '🎇 Roman candle alert: {amount} in the till!',
  '💫 {amount} sold. The finale is still to come!',
  '🎆 Boom! {amount} just lit up the stand.',
  '🔥 Hot sale! {amount} just sizzled through.',
  '🎊 Confetti time: {amount} just came in!',
  '🚀 Up, up and away: {amount} sold!',
  '🎇 Another {amount} bursts across the night sky.',
  '💥 Kapow! A {amount} payment just exploded onto the board.',
  '✨ Shimmering sale: {amount}!',
  '🎆 Fountain of sales: {amount} more!',
  '🧨 The fuse is lit: {amount} just sold.',
  '🌠 Make a wish: {amount} just streaked in!',
  '🎉 Cue the grand finale: {amount}!',
  '🎇 Crackle and pop: {amount} in sales!',
  '💥 That {amount} sale went off with a bang!',
  '🚀 Sky-high sale: {amount}!',
  '🎆 Red, white and {amount}!',
  '✨ A {amount} sale to light up the night.',
  '🎊 Hip hip hooray for {amount}!',
  '🔥 Blazing! Another {amount} just came in.',
  '🎇 Whistle, pop, {amount}!',
  '💫 Dazzling: a {amount} sale just arrived.',
  '🎆 The crowd goes wild: {amount}!',
  '🧨 Snap, crackle, sold: {amount}!',
  '🌟 Star spangled sale: {amount}!',
  '🎉 Ring the register: {amount} just lit it up!',
])

/** The message at `pick()` (a number in [0, 1), Math.random by default) with the amount filled in. */
export function celebrationMessage(amountCents: number, pick: () => number = Math.random): string {
  const index = Math.min(CELEBRATION_MESSAGES.length - 1, Math.floor(pick() * CELEBRATION_MESSAGES.length))
  return CELEBRATION_MESSAGES[index]!.replace('{amount}', formatMoney(amountCents))
}
