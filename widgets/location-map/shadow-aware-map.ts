// pigeon-maps' Map, made to work inside a shadow root (docs/architecture.md#conventions). The map listens for mouse and
// touch events on the window, where an event from inside a shadow root arrives retargeted to the
// host element, and checks that a press landed on it with document.elementFromPoint, which also
// answers with the host. So inside an fw-* element the map would never start a drag. This
// subclass asks the map's own root (the shadow root) what lies under the pointer, and hands the
// handlers the event's real target (composedPath()[0]) so pigeon's drag- and click-block classes
// still work.
import { Map as PigeonMap, type MapProps, type Point } from 'pigeon-maps'

/** The event as its listener would see it inside the shadow root: `target` is the innermost node. */
export function withComposedTarget<E extends Event>(event: E): E {
  const inner = event.composedPath()[0]
  if (!inner || inner === event.target) return event
  return new Proxy(event, {
    get(real, key) {
      if (key === 'target') return inner
      const value: unknown = Reflect.get(real, key, real)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value
    },
  })
}

type RootWithHitTest = Node & { elementFromPoint?: (x: number, y: number) => Element | null }

export class ShadowAwareMap extends PigeonMap {
  constructor(props: MapProps) {
    super(props)
    // The handlers are instance fields, bound to the window in componentDidMount: wrap them now.
    const mouseDown = this.handleMouseDown
    const mouseMove = this.handleMouseMove
    const mouseUp = this.handleMouseUp
    const touchStart = this.handleTouchStart
    const touchMove = this.handleTouchMove
    const touchEnd = this.handleTouchEnd
    this.handleMouseDown = (event) => mouseDown(withComposedTarget(event))
    this.handleMouseMove = (event) => mouseMove(withComposedTarget(event))
    this.handleMouseUp = (event) => mouseUp(withComposedTarget(event))
    this.handleTouchStart = (event) => touchStart(withComposedTarget(event))
    this.handleTouchMove = (event) => touchMove(withComposedTarget(event))
    this.handleTouchEnd = (event) => touchEnd(withComposedTarget(event))
  }

  override coordsInside(pixel: Point): boolean {
    const { width, height } = this.state
    if (pixel[0] < 0 || pixel[1] < 0 || pixel[0] >= width || pixel[1] >= height) return false
    const container = this._containerRef
    if (!container) return false
    const rect = container.getBoundingClientRect()
    const root = container.getRootNode() as RootWithHitTest
    const owner: RootWithHitTest = typeof root.elementFromPoint === 'function' ? root : (document as RootWithHitTest)
    // Without hit testing (no layout engine) a press inside the box counts as on the map.
    if (typeof owner.elementFromPoint !== 'function') return true
    const element = owner.elementFromPoint(pixel[0] + rect.left, pixel[1] + rect.top)
    return element !== null && (container === element || container.contains(element))
  }
}
