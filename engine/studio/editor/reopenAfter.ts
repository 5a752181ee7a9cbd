import type { Completion } from '@codemirror/autocomplete';

/**
 * Completions that leave the caret in an empty string value ("widget": "|"): accepting one opens
 * the value's completions at once (autocompletion's activateOnCompletion asks here).
 */
export const reopenAfter = new WeakSet<Completion>();
