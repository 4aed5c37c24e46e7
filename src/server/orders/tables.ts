/** Kysely table types of this resource. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OrderTables {}
