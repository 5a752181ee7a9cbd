/**
 * Every catalogue id an api action's `endpoint` may call: the id, or each case of an endpoint
 * chosen by a binding ({"$bind": "form.side", "cases": {"buy": "etf/buy", "sell": "etf/sell"}}).
 * Validation, the studio's lint and the money-screen rule read them all, so a case is checked like
 * a written id.
 */
export function endpointIds(endpoint: unknown): string[] {
  if (typeof endpoint === 'string') return [endpoint];
  if (endpoint === null || typeof endpoint !== 'object' || Array.isArray(endpoint)) return [];
  const cases = (endpoint as { cases?: unknown }).cases;
  if (cases === null || typeof cases !== 'object' || Array.isArray(cases)) return [];
  return [...new Set(Object.values(cases).filter((id): id is string => typeof id === 'string'))];
}
