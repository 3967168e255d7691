// The emulator's data: the demo season's locations and an index of its orders (times, state,
// where to rebuild each from), plus the live orders webhooks add. Orders are rebuilt from the
// demo plan when served, so even the bench size's 200,000+ orders cost only their index here.
import type { SquareLocation } from '../../src/contract/square-location'
import type { Order, OrderState } from '../../src/contract/square-order'
import { demoContext, demoGeocodeEntries, demoSeasonPlans, type DemoGeocodeEntry, type DemoOptions, type SeasonPlan } from '../../src/demo'

export interface IndexedOrder {
  id: string
  locationId: string
  /** The location's place in the list, a stable tie-break when times are equal. */
  locationRank: number
  /** Insertion number, the last tie-break. */
  sequence: number
  createdMs: number
  updatedMs: number
  /**
   * When Square has the order: its creation, or for an offline payment the moment the device
   * forwarded it (a demo plan's receivedAtMs), which may be days later.
   */
  receivedMs: number
  /** NaN for an order that never closed (OPEN). */
  closedMs: number
  state: OrderState
  version: number
  /** How many payments (tenders) the order has. */
  tenderCount: number
  /** Where the order comes from: a demo plan slot, or a live order kept whole. */
  source: { plan: SeasonPlan; slot: number } | { live: Order }
}

export class EmulatorStore {
  readonly locations: SquareLocation[]
  readonly geocodeEntries: DemoGeocodeEntry[]
  readonly merchantId: string
  private readonly rankOf = new Map<string, number>()
  private readonly byLocation = new Map<string, IndexedOrder[]>()
  private readonly byId = new Map<string, IndexedOrder>()
  private sequence = 0

  /**
   * The store with every demo order indexed. `index: false` leaves the orders out, for load(),
   * which indexes them a season plan at a time.
   */
  constructor(
    readonly demo: DemoOptions,
    { index = true }: { index?: boolean } = {},
  ) {
    const context = demoContext(demo)
    this.locations = context.sites.map((site) => structuredClone(site.location))
    this.merchantId = this.locations[0]?.merchant_id ?? ''
    this.geocodeEntries = demoGeocodeEntries(demo)
    this.locations.forEach((location, rank) => {
      this.rankOf.set(location.id, rank)
      this.byLocation.set(location.id, [])
    })
    if (!index) return
    for (const plan of demoSeasonPlans(demo)) this.indexPlan(plan)
  }

  /**
   * The store built a season plan at a time, yielding to the event loop between plans: the demo's
   * 32,000 orders take seconds to index, and the server that starts the emulator must meanwhile
   * answer its probes and keep its connections.
   */
  static async load(demo: DemoOptions): Promise<EmulatorStore> {
    const store = new EmulatorStore(demo, { index: false })
    for (const plan of demoSeasonPlans(demo)) {
      store.indexPlan(plan)
      await new Promise((resolve) => setImmediate(resolve))
    }
    return store
  }

  private indexPlan(plan: SeasonPlan): void {
    for (let slot = 0; slot < plan.slots.length; slot++) this.index(plan.orderAt(slot), { plan, slot })
  }

  hasLocation(locationId: string): boolean {
    return this.rankOf.has(locationId)
  }

  /** The location Square calls the seller's main one: the first ACTIVE location. */
  mainLocationId(): string | undefined {
    return (this.locations.find((l) => l.status === 'ACTIVE') ?? this.locations[0])?.id
  }

  /** A location's orders (demo ones ascending by creation, then live ones in arrival order). */
  ordersOf(locationId: string): readonly IndexedOrder[] {
    return this.byLocation.get(locationId) ?? []
  }

  /** How many orders have been indexed so far: a snapshot mark for paging. */
  get insertionCount(): number {
    return this.sequence
  }

  entry(orderId: string): IndexedOrder | undefined {
    return this.byId.get(orderId)
  }

  /** The full order of an index entry. */
  order(entry: IndexedOrder): Order {
    return 'live' in entry.source ? structuredClone(entry.source.live) : entry.source.plan.orderAt(entry.source.slot)
  }

  /** Adds a new order (a live payment's); GET /v2/orders/{id} and searches find it from then on. */
  addOrder(order: Order): IndexedOrder {
    if (!this.hasLocation(order.location_id)) throw new RangeError(`Unknown location ${order.location_id}`)
    if (this.byId.has(order.id)) throw new RangeError(`Order ${order.id} already exists`)
    return this.index(structuredClone(order), { live: structuredClone(order) })
  }

  private index(order: Order, source: IndexedOrder['source']): IndexedOrder {
    const entry: IndexedOrder = {
      id: order.id,
      locationId: order.location_id,
      locationRank: this.rankOf.get(order.location_id) ?? 0,
      sequence: this.sequence++,
      createdMs: Date.parse(order.created_at),
      updatedMs: Date.parse(order.updated_at ?? order.created_at),
      receivedMs: ('plan' in source ? source.plan.slots[source.slot]?.receivedAtMs : undefined) ?? Date.parse(order.created_at),
      closedMs: order.closed_at ? Date.parse(order.closed_at) : Number.NaN,
      state: order.state,
      version: order.version ?? 1,
      tenderCount: order.tenders?.length ?? 0,
      source,
    }
    this.byLocation.get(entry.locationId)?.push(entry)
    this.byId.set(entry.id, entry)
    return entry
  }
}

/** An order exists for callers once Square has it by the emulator's clock (created, or received late). */
export const isVisible = (entry: IndexedOrder, asOfMs: number): boolean => entry.receivedMs <= asOfMs
