/**
 * Copies a page size given as `limit` or `size` into both names: the server's list endpoints
 * historically read one or the other (spec section 7). `limit` wins when both are set.
 */
export function mirrorPageSize<T extends Record<string, unknown>>(params: T): T {
  const size = params.limit ?? params.size;
  if (size === undefined || size === null) return params;
  return { ...params, limit: size, size };
}
