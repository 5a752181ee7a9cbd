import { freshIp, type TestServer } from './harness';

/**
 * A staff password chosen by someone else must be replaced at the first sign-in (and after a reset).
 * staffSignIn does that as the person would, with `<first>-own`, and remembers it per server, so a
 * test can keep naming the first password it gave.
 */
const changed = new WeakMap<TestServer, Map<string, { first: string; now: string }>>();

/** The password a staff member signs in with now, given the first one a test chose. */
export function staffPasswordNow(s: TestServer, email: string, first: string): string {
  const known = changed.get(s)?.get(email);
  return known && known.first === first ? known.now : first;
}

/**
 * Signs a staff member in through both steps (password, then the emailed code), replacing a password
 * that must be changed; answers the staff token. The clock moves past the resend countdown first, so
 * one address can sign in again.
 */
export async function staffSignIn(s: TestServer, email: string, password: string): Promise<string> {
  s.clock.advance(61_000);
  const current = staffPasswordNow(s, email, password);
  const step1 = await s.api('ops/login', { email, password: current }, { ip: freshIp() });
  if (step1.body.code !== 0) throw new Error(`ops/login: ${step1.body.msg}`);
  const { challenge } = step1.data;
  const step2 = await s.api('ops/login_verify', { challenge, code: await s.lastCode(email) });
  if (step2.body.code !== 0) throw new Error(`ops/login_verify: ${step2.body.msg}`);
  const { token, must_change_password } = step2.data;
  if (must_change_password) {
    const own = `${current}-own`;
    const done = await s.api('ops/password', { old_password: current, password: own }, { token });
    if (done.body.code !== 0) throw new Error(`ops/password: ${done.body.msg}`);
    if (!changed.has(s)) changed.set(s, new Map());
    changed.get(s)!.set(email, { first: password, now: own });
  }
  return token;
}
