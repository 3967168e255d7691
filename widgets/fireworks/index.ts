// fw-fireworks: the celebration overlay and its toast messages. Importing this registers nothing;
// see fireworks.element.ts.
export { CELEBRATION_MESSAGES, celebrationMessage } from './celebration-messages'
export {
  DEFAULT_FIREWORKS_DURATION_MS,
  Fireworks,
  FireworksOverlay,
  type FireworksOverlayProps,
  type FireworksProps,
  type FireworksShowRequest,
} from './fireworks'
export { SOUND_VOLUME_PERCENT } from './fireworks-show'
export { SOUND_FILE_NAMES, soundFileUrls } from './sound-files'
