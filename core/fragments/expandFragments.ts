import { fragmentFile } from './fragmentFile';
import { isArgRef } from './isArgRef';
import { isFragmentUse } from './isFragmentUse';
import { isJsonObject } from '../json/isJsonObject';
import { jsonPointer } from '../json/jsonPointer';
import type { Expansion, ExpansionProblem, FragmentDoc, JsonObject, OriginEntry } from './types';

interface Arg {
  value: unknown;
  /** Where the arg was written: args are expanded in the context of their use site. */
  ctx: Context;
}

interface Context {
  file: string;
  /** Pointer into `file` of the value being visited. */
  at: string;
  /** The args of the fragment being expanded; undefined outside fragments ($arg is then left alone). */
  args: Map<string, Arg> | undefined;
  /** Fragments being expanded around this point, outermost first: a use of one of them is a loop. */
  stack: string[];
}

const ABSENT = Symbol('absent');

/**
 * Replaces every fragment use in `doc` ({"$use": id, "args"}) by the fragment's node, with each
 * {"$arg": name} in it replaced by the arg the use passed (an optional arg not passed drops the
 * property or list item it fills). Nested uses expand too. Pure: `fragments` (id -> parsed file)
 * holds everything it needs. A use that cannot expand (unknown fragment, a loop) stays as written
 * and is reported; `origins` lets errors found in the expanded document point back to the file and
 * place where the text was written.
 */
export function expandFragments<T>(doc: T, fragments: Record<string, unknown>, file: string): Expansion<T> {
  const problems: ExpansionProblem[] = [];
  const origins: OriginEntry[] = [];

  const visit = (value: unknown, ctx: Context, out: string): unknown => {
    if (Array.isArray(value)) {
      const result: unknown[] = [];
      value.forEach((item, i) => {
        const here = jsonPointer(out, result.length);
        // An item dropped before this one shifts the indexes: say where this one was written.
        if (result.length !== i) origins.push({ at: here, from: { file: ctx.file, pointer: jsonPointer(ctx.at, i) } });
        const next = visit(item, { ...ctx, at: jsonPointer(ctx.at, i) }, here);
        if (next !== ABSENT) result.push(next);
      });
      return result;
    }
    if (!isJsonObject(value)) return value;
    if (ctx.args && isArgRef(value)) {
      const arg = ctx.args.get(value.$arg);
      if (!arg) return ABSENT;
      origins.push({ at: out, from: { file: arg.ctx.file, pointer: arg.ctx.at } });
      return visit(arg.value, arg.ctx, out);
    }
    if (isFragmentUse(value)) return expandUse(value, ctx, out);
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      const next = visit(item, { ...ctx, at: jsonPointer(ctx.at, key) }, jsonPointer(out, key));
      if (next !== ABSENT) result[key] = next;
    }
    return result;
  };

  const expandUse = (value: JsonObject & { $use: string }, ctx: Context, out: string): unknown => {
    const id = value.$use;
    const fragment = Object.prototype.hasOwnProperty.call(fragments, id) ? fragments[id] : undefined;
    const here = { file: ctx.file, pointer: ctx.at };
    if (!isJsonObject(fragment) || (fragment as FragmentDoc).node === undefined) {
      problems.push({ ...here, message: `unknown fragment ${id}` });
      return value;
    }
    if (ctx.stack.includes(id)) {
      problems.push({ ...here, message: `fragment ${id} uses itself: ${[...ctx.stack.slice(ctx.stack.indexOf(id)), id].join(' -> ')}` });
      return value;
    }
    const args = new Map<string, Arg>();
    for (const [name, arg] of Object.entries(isJsonObject(value.args) ? value.args : {})) {
      args.set(name, { value: arg, ctx: { ...ctx, at: jsonPointer(ctx.at, 'args', name) } });
    }
    origins.push({ at: out, from: { file: fragmentFile(id), pointer: '/node' } });
    return visit((fragment as FragmentDoc).node, { file: fragmentFile(id), at: '/node', args, stack: [...ctx.stack, id] }, out);
  };

  const expanded = visit(doc, { file, at: '', args: undefined, stack: [] }, '');
  return { doc: expanded as T, problems, origins };
}
