// Tables of live payments: the webhook inbox.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LiveTables {}
