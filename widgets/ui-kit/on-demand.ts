// A part whose code loads when the reader first reaches for it rather than with the page: the
// menus and the combobox are built on @floating-ui (some 20 KB with compression), which a page
// that is only read never needs. Until then its trigger stands in, enabled and named like the
// real one: a pointer over it or focus on it starts the download, and a press (click, Enter,
// Space, or an arrow key as on a menu button) opens the part as soon as its code is here. The
// press is a transition, so the stand-in keeps its place and its focus while the code arrives.
import { lazy, startTransition, useState, type ComponentType, type KeyboardEvent, type LazyExoticComponent } from 'react'

export interface OnDemandPart<P> {
  /** The part itself; suspends until its code is here. */
  Part: LazyExoticComponent<ComponentType<P>>
  /** Starts the download; calling it again does nothing more. */
  preload: () => void
  /** Whether the code is here: a part shown again then renders at once, no stand-in. */
  isLoaded: () => boolean
}

/** Wraps `load` (a dynamic import) so the part loads once, from a stand-in or on render. */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  let loaded = false
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = true
        return { default: component }
      },
      (error: unknown) => {
        // A failed download (offline) is tried again by the next hover or press.
        loading = undefined
        throw error
      },
    ))
  return {
    Part: lazy(start),
    preload: () => void start().catch(() => {}),
    isLoaded: () => loaded,
  }
}

/** What a stand-in trigger listens to: hover and focus fetch the code, a press asks for the part. */
export interface StandInHandlers {
  onPointerEnter: () => void
  onFocus: () => void
  onClick: () => void
  onKeyDown: (event: KeyboardEvent) => void
}

export interface OnDemandState {
  /** Render the part itself (pressed, or its code already here); else the stand-in. */
  showPart: boolean
  /** The reader pressed the stand-in: the part opens when it appears. */
  pressed: boolean
  standIn: StandInHandlers
}

/** The reader's side of an on-demand part: when to show it, and the stand-in's handlers. */
export function useOnDemand(part: Pick<OnDemandPart<object>, 'preload' | 'isLoaded'>): OnDemandState {
  const [pressed, setPressed] = useState(false)
  const press = () => startTransition(() => setPressed(true))
  return {
    showPart: pressed || part.isLoaded(),
    pressed,
    standIn: {
      onPointerEnter: part.preload,
      onFocus: part.preload,
      onClick: press,
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
        event.preventDefault()
        press()
      },
    },
  }
}
