// Lookups in the platform state's records (carts, sessions, owner sessions) by an id a request names. A plain `record[id]`
// finds Object.prototype's members for `__proto__` or `constructor`; these look at the record's own entries only.

/** The record's own entry for `id`, if any (never an inherited member such as `__proto__` or `constructor`). */
export function own<T>(record: Record<string, T>, id: string | null | undefined): T | undefined {
  return id != null && Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}
