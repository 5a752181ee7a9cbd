/** The one DSL version the engine renders, the tools write and the server accepts. A change to schemas/dsl comes with a migration to it. */
export const DSL_VERSION = 5;
