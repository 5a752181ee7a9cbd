/** The DSL version this code reads and writes. A change to schemas/dsl comes with a migration to it. */
export const DSL_VERSION = 2;
