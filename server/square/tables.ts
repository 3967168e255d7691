// Tables of Square data: locations, orders, the KV cache, hydration bookkeeping.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SquareTables {}
