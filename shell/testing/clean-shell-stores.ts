// The shell's stores that listen to the window while mounted (the router, the remembered settings)
// stop listening a second after their last subscriber leaves (nanostores' unmount delay). In a test
// that second may outlast the test file's DOM, and their cleanup then throws `document is not
// defined` into the run. The test setup cleans them at once after each shell test file.
import { cleanStores, type Store } from 'nanostores'
import { $homeStandsToAsk } from '../celebrations/first-sign-in-store'
import { $fireworksOverlay } from '../celebrations/overlay-store'
import { $fireworksSound } from '../celebrations/sound-store'
import { $paymentToasts } from '../celebrations/toasts-store'
import { $router } from '../routing/router'
import { $rememberedCity } from '../stats/remembered-city'
import { $view } from '../stats/view-store'
import { $theme } from '../theme/theme-store'

/** Every shell store whose mount listens to the window (clean-shell-stores.test.ts finds them all). */
export const WINDOW_LISTENING_STORES: readonly Store[] = [
  $router,
  $fireworksOverlay,
  $fireworksSound,
  $paymentToasts,
  $homeStandsToAsk,
  $view,
  $rememberedCity,
  $theme,
]

export function cleanShellStores(): void {
  cleanStores(...WINDOW_LISTENING_STORES)
}
