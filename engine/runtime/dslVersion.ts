/** The DSL version this engine renders (tools/dsl/version.ts; a test keeps the two equal). */
export const DSL_VERSION = 2;
