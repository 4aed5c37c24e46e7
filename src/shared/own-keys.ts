// Every table keyed by text from outside (a URL, a query, a form, a file name) is read through
// these two. A plain object also answers the keys it inherits from Object.prototype
// ('constructor', 'toString', '__proto__'...), which no table of ours means: looked up
// directly, `?group=toString` found a function and the request failed.

/** True when `key` is one of the table's own keys (and so a key of its type). */
export function isOwnKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}

/** The table's own value under `key`, or undefined; never an inherited one. */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
