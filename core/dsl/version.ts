/** The one DSL version the engine renders, the tools write and the server accepts. A change to schemas/dsl comes with a migration to it. */
// `as const`: a non-widening literal, so an object literal written with it keeps the type 6.
export const DSL_VERSION = 6 as const;
