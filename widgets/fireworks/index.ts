// fw-fireworks: the celebration overlay and its toast messages. Importing this registers nothing;
// see fireworks.element.ts.
import { framedWidget } from '../widget-kit/element/shadow-frame'
import { Fireworks as FireworksContent } from './fireworks'
export { CELEBRATION_MESSAGES, celebrationMessage } from './celebration-messages'
export { DEFAULT_FIREWORKS_DURATION_MS, type FireworksProps } from './fireworks'
export { FireworksOverlay, type FireworksOverlayProps, type FireworksShowRequest } from './fireworks-overlay'
export { SOUND_VOLUME_PERCENT } from './fireworks-show'
export { SOUND_FILE_NAMES, soundFileUrls } from './sound-files'

/** <fw-fireworks> as a React component: in its own shadow root, styled and themed like the element. */
export const Fireworks = framedWidget(FireworksContent)
