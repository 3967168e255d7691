// The locations on a map (docs/screens.md#the-stats-area /stats/locations/map): pigeon-maps with a pin per location that
// has numeric coordinates, the list of the locations inside the current view beside it (1/5 of
// the width, 600 px high), 'Fit Map to All Locations', zoom buttons, and hover tooltips. The view
// fits every location whenever `fitKey` changes (the filters or the sort, docs/screens.md#location-filters-and-sorting) and on the
// button.
import type { Rect } from '@tanstack/react-virtual'
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import type { MapBounds } from '../../src/analytics/locations'
import { isInBounds } from '../../src/analytics/locations'
import type { Location } from '../../src/contract/location'
import { useStyles } from '../../src/elements/use-styles'
import { hasCoordinates, isCompared } from '../../src/filters'
import { CoordinateLegend, type CompareSelection } from '../widget-kit'
import { Button } from '../ui-kit'
import { MapMarker, MARKER_OFFSET } from './map-marker'
import { MapSideList } from './map-side-list'
import { MapTooltip } from './map-tooltip'
import { boundsOf, fitView, MAX_ZOOM, MIN_ZOOM, tileUrl, type LatLng, type MapView } from './map-view-fit'
import { ShadowAwareMap } from './shadow-aware-map'
import { locationMapStyles } from './styles'
import { useGrowingCount } from './use-growing-count'
import { usePaneSize, type PaneSize } from './use-pane-size'

export const MAP_HEIGHT_PX = 600
export const NO_COORDINATES_TEXT = 'No locations with coordinates available'
export const NO_COORDINATES_NOTE = 'Locations need latitude and longitude data to appear on the map.'
export const FIT_BUTTON_TEXT = 'Fit Map to All Locations'

/** A 1×1 transparent image: the tiles while the server's tile configuration is not known. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
const DEFAULT_PANE_SIZE: PaneSize = { width: 800, height: MAP_HEIGHT_PX }
/** Pins drawn per animation frame: styling and laying out a thousand at once is one long task. */
export const PINS_PER_FRAME = 200

function sameView(a: MapView, b: MapView): boolean {
  return a.zoom === b.zoom && a.center[0] === b.center[0] && a.center[1] === b.center[1]
}

/** One whole zoom step in or out of `view`, within the map's limits. */
function zoomedBy(view: MapView, step: 1 | -1): MapView {
  return { ...view, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(view.zoom) + step)) }
}

export interface MapTiles {
  /** URL template with {z}, {x}, {y} (and optionally {s}). */
  url: string
  attribution: string
}

export interface LocationMapViewProps {
  /** The filtered, sorted locations; those without numeric coordinates are not placed. */
  locations: readonly Location[]
  selection: CompareSelection
  /** The tiles for the current theme; null draws the pins on a plain background. */
  tiles: MapTiles | null
  /** Changing it fits the map to the locations again. */
  fitKey: string
  /** The pane's size where nothing can be measured (tests); measured otherwise. */
  fallbackSize?: PaneSize
  /** The side list's viewport where nothing lays out (tests). */
  sideViewport?: Rect
  /** Glide to a new view (true unless told); tests jump, where animation frames have no real clock. */
  animate?: boolean
}

type Hover = { id: string; anchor: 'marker' | 'mouse' } | null

export function LocationMapView({ locations, selection, tiles, fitKey, fallbackSize, sideViewport, animate = true }: LocationMapViewProps) {
  useStyles(locationMapStyles)
  const placed = useMemo(() => locations.filter(hasCoordinates), [locations])
  const drawn = useGrowingCount(placed.length, PINS_PER_FRAME)
  const paneRef = useRef<HTMLDivElement>(null)
  const size = usePaneSize(paneRef, fallbackSize ?? DEFAULT_PANE_SIZE)
  // The view asked of the map (its center and zoom props), null until the pane is measured: the
  // first view is fitted to the real size. Where the reader has dragged or zoomed it since is
  // `shown`, as the map reports it; reports lag a drag by pigeon-maps' debounce, so they never
  // become the props, or a Fit pressed right after a drag would be undone by the late report.
  const [view, setView] = useState<MapView | null>(null)
  const [shown, setShown] = useState<MapView | null>(null)
  const askedRef = useRef<MapView | null>(null)
  const mapRef = useRef<ShadowAwareMap>(null)
  const moveTo = useCallback((next: MapView) => {
    const asked = askedRef.current
    askedRef.current = next
    // The same props as before would not move the map, though the reader may have moved it since.
    if (asked && sameView(asked, next)) mapRef.current?.setCenterZoomTarget(next.center, next.zoom, false)
    setView(next)
  }, [])
  const [bounds, setBounds] = useState<MapBounds | null>(null)
  const [hover, setHover] = useState<Hover>(null)
  const [mouse, setMouse] = useState<[number, number]>([0, 0])
  const tooltipId = useId()

  const placedKey = placed.map((location) => location.id).join(',')
  const fit = useCallback(() => {
    if (size === null) return
    try {
      moveTo(fitView(pointsOf(placed), size.width, size.height))
    } catch (error) {
      // docs/screens.md#errors-and-messages: a failed fit is only logged; the map stays where it was.
      console.warn('Could not fit the map to the locations', error)
    }
    // placedKey stands for `placed`: a refreshed answer with the same locations does not refit.
  }, [placedKey, size?.width, size?.height, moveTo])
  // Before paint, so a new size or new filters never show a frame of the old view.
  useLayoutEffect(fit, [fit, fitKey])

  // Escape clears a hover wherever focus is, even when the pointer hovers without focus.
  useEffect(() => {
    if (hover === null) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHover(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [hover])

  const onPointerHover = useCallback((id: string) => setHover({ id, anchor: 'mouse' }), [])
  const onFocusHover = useCallback((id: string) => setHover({ id, anchor: 'marker' }), [])
  const onLeave = useCallback(() => setHover(null), [])
  const trackMouse = (event: MouseEvent<HTMLDivElement>) => {
    if (hover?.anchor !== 'mouse') return
    const rect = event.currentTarget.getBoundingClientRect()
    setMouse([event.clientX - rect.left, event.clientY - rect.top])
  }

  const inView = useMemo(() => (bounds === null ? placed : placed.filter((location) => isInBounds(location, bounds))), [placed, bounds])
  const hovered = hover === null ? undefined : placed.find((location) => location.id === hover.id)

  if (placed.length === 0) {
    return (
      <div className="fw-location-map" data-status="empty" part="empty">
        <div className="fw-location-map-none" role="status">
          <p>{NO_COORDINATES_TEXT}</p>
          <p>{NO_COORDINATES_NOTE}</p>
        </div>
      </div>
    )
  }

  const provider = (x: number, y: number, z: number) => (tiles ? tileUrl(tiles.url, x, y, z) : BLANK_TILE)
  return (
    <div className="fw-location-map" part="body">
      <div className="fw-location-map-toolbar">
        <p className="fw-location-map-count">
          {placed.length.toLocaleString('en-US')} of {locations.length.toLocaleString('en-US')} {locations.length === 1 ? 'location' : 'locations'} on the map
        </p>
        <CoordinateLegend className="fw-location-map-legend" />
        <Button variant="outline" onClick={fit}>
          {FIT_BUTTON_TEXT}
        </Button>
      </div>
      <div className="fw-location-map-body">
        <div
          ref={paneRef}
          className="fw-location-map-pane"
          role="region"
          aria-label="Map of locations"
          onMouseMove={trackMouse}
          onMouseLeave={onLeave}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setHover(null)
          }}
        >
          {size !== null && view !== null ? (
          <>
          <div className="fw-location-map-zoom">
            <Button size="sm" aria-label="Zoom in" disabled={(shown ?? view).zoom >= MAX_ZOOM} onClick={() => moveTo(zoomedBy(shown ?? view, 1))}>
              +
            </Button>
            <Button size="sm" aria-label="Zoom out" disabled={(shown ?? view).zoom <= MIN_ZOOM} onClick={() => moveTo(zoomedBy(shown ?? view, -1))}>
              −
            </Button>
          </div>
          <ShadowAwareMap
            ref={mapRef}
            width={size.width}
            height={size.height}
            center={view.center}
            zoom={view.zoom}
            animate={animate}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            provider={provider}
            attribution={tiles ? <span>{tiles.attribution}</span> : false}
            attributionPrefix={false}
            onBoundsChanged={({ center, zoom, bounds: next }) => {
              setShown({ center, zoom })
              setBounds(boundsOf(next))
            }}
          >
            {placed.slice(0, drawn).map((location) => (
              <MapMarker
                key={location.id}
                location={location}
                anchor={[location.coordinates.latitude, location.coordinates.longitude]}
                offset={MARKER_OFFSET}
                hovered={hover?.id === location.id}
                compared={isCompared(selection.ids, location.id)}
                describedBy={hover?.id === location.id ? tooltipId : undefined}
                onPointerHover={onPointerHover}
                onFocusHover={onFocusHover}
                onLeave={onLeave}
              />
            ))}
            {hovered && hover?.anchor === 'marker' ? (
              <MarkerTooltip key="tooltip" anchor={[hovered.coordinates.latitude, hovered.coordinates.longitude]} id={tooltipId} location={hovered} />
            ) : null}
          </ShadowAwareMap>
          </>
          ) : null}
          {hovered && hover?.anchor === 'mouse' ? <MapTooltip id={tooltipId} location={hovered} anchor="mouse" x={mouse[0]} y={mouse[1]} /> : null}
        </div>
        <MapSideList
          locations={inView}
          selection={selection}
          hoveredId={hover?.id ?? null}
          onHover={(id) => setHover(id === null ? null : { id, anchor: 'marker' })}
          viewport={sideViewport}
        />
      </div>
    </div>
  )
}

/** The tooltip on a marker: pigeon-maps gives it the marker's pixel position. */
function MarkerTooltip({ id, location, left = 0, top = 0 }: { id: string; location: Location; anchor: LatLng; left?: number; top?: number }) {
  return <MapTooltip id={id} location={location} anchor="marker" x={left} y={top} />
}

function pointsOf(locations: readonly Location[]): LatLng[] {
  return locations.filter(hasCoordinates).map((location) => [location.coordinates.latitude, location.coordinates.longitude])
}
