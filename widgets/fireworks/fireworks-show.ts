// The moving show: fireworks-js drawing on a canvas inside the overlay. The library is imported
// on the first show, so a page (or a bundle) that never celebrates never loads it.
import type { Fireworks as FireworksShow } from 'fireworks-js'

/** docs/screens.md#live-payments-and-fireworks: the samples play at 4 to 8 percent volume. */
export const SOUND_VOLUME_PERCENT = { min: 4, max: 8 } as const

export interface ShowOptions {
  /** Sample URLs to play with each burst; empty for a silent show. */
  soundFiles: readonly string[]
}

export interface RunningShow {
  /** Stops drawing and removes the canvas. */
  stop(): void
  /** Turns the sound on (with these samples) or off (none) for the bursts still to come. */
  setSoundFiles(soundFiles: readonly string[]): void
}

function soundOptions(soundFiles: readonly string[]) {
  return { enabled: soundFiles.length > 0, files: [...soundFiles], volume: { ...SOUND_VOLUME_PERCENT } }
}

let library: Promise<typeof FireworksShow> | undefined

/** The library's class, imported once per page. */
function loadLibrary(): Promise<typeof FireworksShow> {
  library ??= import('fireworks-js').then((module) => module.Fireworks)
  return library
}

/** Starts fireworks filling `container`; resolves once they are drawing. */
export async function startShow(container: HTMLElement, options: ShowOptions): Promise<RunningShow> {
  const Fireworks = await loadLibrary()
  const show: FireworksShow = new Fireworks(container, {
    autoresize: true,
    intensity: 30,
    explosion: 6,
    // The overlay lets clicks through to the page: the show never reacts to the mouse.
    mouse: { click: false, move: false, max: 1 },
    sound: soundOptions(options.soundFiles),
  })
  show.start()
  return { stop: () => show.stop(true), setSoundFiles: (soundFiles) => show.updateOptions({ sound: soundOptions(soundFiles) }) }
}
