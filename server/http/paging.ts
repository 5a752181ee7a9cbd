/** page + limit (or size, spec section 7 mirrors them) as SQL LIMIT/OFFSET, and the values echoed back. */
export function pageOf(input: { page?: number; limit?: number; size?: number }): { page: number; limit: number; offset: number } {
  const limit = input.limit ?? input.size ?? 20;
  const page = input.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}
