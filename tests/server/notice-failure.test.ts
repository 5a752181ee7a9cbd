import { expect, it } from 'vitest';
import { describeOnPglite, freshIp } from './support/harness';
import { payingMember } from './support/money';

// The member's password from payingMember (registerByEmail's default).
const PASSWORD = 'Passw0rd!';

/**
 * A security notice goes out after its change is committed. A mail or SMS provider that fails at
 * that moment must not turn the committed change into an error reply: the member would retry a
 * change that is already made. The provider is the outer edge, so it is the one part replaced here.
 */
describeOnPglite('a security notice that cannot be sent', (get) => {
  it('leaves the committed change answered as a success and logs the failure', async () => {
    const s = get();
    const m = await payingMember(s, 'notice-down');
    await s.api('member/mail_otp', { email: 'moved-notice@example.com', purpose: 'change_email' }, { ip: freshIp() });
    const code = await s.lastCode('moved-notice@example.com');

    const services = s.running.services;
    const working = services.notifier;
    const warnings: string[] = [];
    const warn = console.warn;
    services.notifier = { send: () => Promise.reject(new Error('provider down')) };
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const changed = await s.api(
        'member/email',
        { email: 'moved-notice@example.com', code, password: PASSWORD },
        { token: m.token, lan: 'en' },
      );
      expect(changed.body.code).toBe(0);
    } finally {
      services.notifier = working;
      console.warn = warn;
    }
    expect((await s.api('member/info', undefined, { token: m.token })).body.data).toMatchObject({ email: 'moved-notice@example.com' });
    expect(warnings.some((w) => w.includes('not sent: provider down'))).toBe(true);
  });
});
