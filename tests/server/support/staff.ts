import { freshIp, type TestServer } from './harness';

/**
 * Signs a staff member in through both steps (password, then the emailed code); answers the staff
 * token. The clock moves past the resend countdown first, so one address can sign in again.
 */
export async function staffSignIn(s: TestServer, email: string, password: string): Promise<string> {
  s.clock.advance(61_000);
  const step1 = await s.call('POST', 'ops/login', { email, password }, { ip: freshIp() });
  if (step1.body.code !== 0) throw new Error(`ops/login: ${step1.body.msg}`);
  const { challenge } = step1.body.data as { challenge: string };
  const step2 = await s.call('POST', 'ops/login_verify', { challenge, code: await s.lastCode(email) });
  if (step2.body.code !== 0) throw new Error(`ops/login_verify: ${step2.body.msg}`);
  return (step2.body.data as { token: string }).token;
}
