import type { ApiMap, IdempotentEndpointId } from '@core/generated/api';
import type { ContextOf, IdempotentHandler, Once, Services, Written } from '../services';
import { idempotent, scopeOf, storedAnswer } from '../ledger/idempotent';

/**
 * Calls the handler of a money write with the call's idempotency scope, so no handler computes or
 * forgets it: the stored answer first when the handler asks for it, then its checks, then its one
 * write in a transaction that claims the key.
 */
export async function runIdempotent<Id extends IdempotentEndpointId>(
  handler: IdempotentHandler<Id>,
  id: Id,
  ctx: ContextOf<Id>,
  services: Services,
): Promise<ApiMap[Id]['response']> {
  const scope = scopeOf(ctx, id);
  if (handler.replay === 'first') {
    const earlier = await storedAnswer(services, scope);
    if (earlier) return earlier.answer as ApiMap[Id]['response'];
  }
  type Answer = ApiMap[Id]['response'];
  let used = false;
  const once: Once<Answer> = async (write) => {
    // One key, one write: a second claim would read the first's answer as its own.
    if (used) throw new Error(`${id}: a handler writes once per call`);
    used = true;
    // The one place a Written is made (its brand has no value at run time).
    return { answer: await idempotent(services, scope, write) } as unknown as Written<Answer>;
  };
  const result = await handler.run(ctx, services, once);
  return (result as unknown as { answer: Answer }).answer;
}

/** A handler declared for a money write ({ replay, run }) rather than a plain function. */
export function isIdempotentHandler(handler: unknown): handler is IdempotentHandler<IdempotentEndpointId> {
  return typeof handler === 'object' && handler !== null && typeof (handler as { run?: unknown }).run === 'function';
}
