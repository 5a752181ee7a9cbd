/** The DSL version this engine renders (core/dsl/version.ts; a test keeps the two equal). */
export const DSL_VERSION = 2;
