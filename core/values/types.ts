// What the value interpreter needs from its caller. The engine passes its Scope, translator and
// locale formatters; the fixture runner (core/fixtures) passes a plain scope and a dictionary
// lookup, so a screen resolves the same way in the browser and in the publish gate.

/** The binding scope: namespaces (data, state, session, item, ...) read by path. */
export type ValueScope = object;

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The $fmt functions by name; a name without one renders the value as a plain string. */
export type ValueFormatters = Partial<Record<string, (value: unknown, pattern?: string) => string>>;
