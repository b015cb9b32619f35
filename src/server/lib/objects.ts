/** The keys of a partial update that were actually sent (zod leaves absent optional keys as undefined). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
