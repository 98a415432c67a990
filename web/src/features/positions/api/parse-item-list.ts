/**
 * A parser for `{ items: T[] }` from the contract's item schema: the contract has no list
 * schemas for positions, and the web app does not depend on Zod itself.
 */
export function parseItemList<T>(parseItem: (value: unknown) => T): (data: unknown) => T[] {
  return (data) => {
    const items = typeof data === "object" && data !== null ? (data as { items?: unknown }).items : undefined;
    if (!Array.isArray(items)) throw new TypeError("Expected an answer of the shape { items: [...] }");
    return items.map(parseItem);
  };
}
