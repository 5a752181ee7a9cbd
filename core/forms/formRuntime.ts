// ajv's standalone code reaches its run-time helpers with CommonJS `require("ajv/dist/runtime/...")`,
// even with `code.esm` (that option only changes how validators are exported). Instead of shipping
// ajv's CJS files to the browser, the generated modules import small ESM twins from this one file.
// A helper ajv emits that is not mapped here fails generation (see standaloneToEsm.ts), so an
// unmapped require can never reach the browser.

export const RUNTIME_FILE = '_runtime.js';

/** require(...) expression as ajv emits it -> named export of the runtime module. */
export const RUNTIME_EXPORTS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
  'require("ajv/dist/runtime/equal").default': 'equal',
};

export const RUNTIME_SOURCE = `// Run-time helpers of the precompiled form validators: ESM twins of ajv/dist/runtime/ucs2length and
// of fast-deep-equal (both MIT), for JSON data only.

// Length in Unicode code points, as JSON Schema's minLength / maxLength count it.
export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      if ((str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

// Deep equality of JSON values (enum, const, uniqueItems).
export function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    }
    return true;
  }
  return a !== a && b !== b;
}
`;
