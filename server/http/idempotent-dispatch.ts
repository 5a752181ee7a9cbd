import type { EndpointId, IdempotentEndpointId } from '../../engine/generated/api';
import type { ContextOf, IdempotentHandler, Once, Services, Written } from '../services';
import { idempotent, scopeOf, storedAnswer } from '../ledger/idempotent';

/**
 * Calls the handler of a money write with the call's idempotency scope, so no handler computes or
 * forgets it: the stored answer first when the handler asks for it, then its checks, then its one
 * write in a transaction that claims the key.
 */
export async function runIdempotent(
  handler: IdempotentHandler<IdempotentEndpointId>,
  id: EndpointId,
  ctx: ContextOf<IdempotentEndpointId>,
  services: Services,
): Promise<unknown> {
  const scope = scopeOf(ctx, id);
  if (handler.replay === 'first') {
    const earlier = await storedAnswer(services, scope);
    if (earlier) return earlier.answer;
  }
  let used = false;
  const once: Once<unknown> = async (write) => {
    // One key, one write: a second claim would read the first's answer as its own.
    if (used) throw new Error(`${id}: a handler writes once per call`);
    used = true;
    return { answer: await idempotent(services, scope, write) } as unknown as Written<unknown>;
  };
  const result = await handler.run(ctx as never, services, once as never);
  return (result as unknown as { answer: unknown }).answer;
}

/** A handler declared for a money write ({ replay, run }) rather than a plain function. */
export function isIdempotentHandler(handler: unknown): handler is IdempotentHandler<IdempotentEndpointId> {
  return typeof handler === 'object' && handler !== null && typeof (handler as { run?: unknown }).run === 'function';
}
