/**
 * A fixed table looked up by text a user typed or said. It has no prototype, so words such as
 * "__proto__", "constructor" or "toString" find nothing rather than Object's own members.
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
