// compileSchemaValidatorsCode emits CommonJS. ajv's own `code.esm` cannot be used: rjsf keys the
// validators by schema hash ("23170aff"), and ajv refuses ESM exports that are not identifiers
// ("CodeGen: invalid export name"); it would also leave the runtime `require(...)` calls in place.
// So the CommonJS text is rewritten here: exports become one `validators` object, requires become
// imports from the generated runtime module.

import { RUNTIME_EXPORTS, RUNTIME_FILE } from './formRuntime';

const EXPORT_LINE = /^exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]) = ([A-Za-z_$][\w$]*);$/gm;
const REQUIRE_EXPR = /require\("([^"]+)"\)(?:\.[A-Za-z_$][\w$]*)?/g;

export interface EsmModule {
  code: string;
  /** Validator keys (schema hashes or $ids), in the order ajv emitted them. */
  keys: string[];
}

export function standaloneToEsm(cjs: string, label: string): EsmModule {
  const exported: { key: string; fn: string }[] = [];
  let body = cjs.replace(/^"use strict";\n?/, '');
  body = body.replace(EXPORT_LINE, (_line, ident: string | undefined, quoted: string | undefined, fn: string) => {
    exported.push({ key: ident ?? (JSON.parse(quoted ?? '""') as string), fn });
    return '';
  });

  const used = new Set<string>();
  const unknown = new Set<string>();
  body = body.replace(REQUIRE_EXPR, (expr: string) => {
    const name = RUNTIME_EXPORTS[expr];
    if (name === undefined) {
      unknown.add(expr);
      return expr;
    }
    used.add(name);
    return name;
  });
  if (unknown.size > 0) {
    throw new Error(
      `${label}: the validator code needs ${[...unknown].join(', ')}, which has no ESM twin in core/forms/formRuntime.ts. ` +
        'Add one there (or avoid the schema construct that needs it).',
    );
  }
  if (/\brequire\s*\(|\bmodule\.exports\b|^exports\b/m.test(body)) {
    throw new Error(`${label}: CommonJS left in the validator code after conversion`);
  }
  if (exported.length === 0) throw new Error(`${label}: ajv emitted no validator`);

  const imports = used.size > 0 ? `import { ${[...used].sort().join(', ')} } from './${RUNTIME_FILE}';\n` : '';
  const table = exported.map(({ key, fn }) => `  ${JSON.stringify(key)}: ${fn},`).join('\n');
  const code = `${imports}${body.replace(/^\n+/, '')}\nexport const validators = {\n${table}\n};\n`;
  return { code, keys: exported.map((e) => e.key) };
}
