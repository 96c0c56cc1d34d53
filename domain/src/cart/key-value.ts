/** One entry of a backend key/value list (metadata, metafields). */
export interface KeyValue<V = string> {
  key: string;
  value: V;
}

/**
 * Turns a key/value list into a plain map. A missing list gives an empty map; when a key
 * repeats, the last entry wins, as it would when the list is applied in order. `Object.fromEntries` defines own
 * properties, so a key such as `__proto__` stays an ordinary entry.
 */
export function keyValueListToMap<V = string>(list: readonly KeyValue<V>[] | null | undefined): Record<string, V> {
  return Object.fromEntries((list ?? []).map(({ key, value }) => [key, value]));
}
