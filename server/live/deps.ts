// What the live path needs at run time: the WebSocket hub that fans payments out to dashboards.
// Built at start; tests build their own.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveServices {}
