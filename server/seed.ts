import type { Services } from './services';
import { hashPassword } from './security/passwords';
import { insertMember } from './member/members';
import { seedDemoProviders } from './follow/demo';
import { seedDemoFund } from './fund/seed';
import { acceptAsRegistered } from './documents/acceptances';
import { seedDemoContent } from './content/seed';

export const demo = {
  email: 'demo@meridian.local',
  areaCode: '82',
  mobile: '1012345678',
  password: 'Demo1234!',
  inviteCode: 'DEMO2026',
};

/** On an empty database only: one demo member, so a new user can sign in at once, the demo signal providers and demo content. */
export async function seedDemo(services: Services): Promise<boolean> {
  const { rows } = await services.db.query<{ n: string }>('SELECT count(*)::text AS n FROM members');
  if (rows[0]?.n !== '0') return false;
  const passwordHash = await hashPassword(demo.password);
  await services.db.tx(async (q) => {
    const m = await insertMember(q, {
      login: { kind: 'email', email: demo.email },
      passwordHash,
      inviterId: null,
      now: services.clock.now(),
    });
    // The demo member is a test account: the studio's preview may show its live data.
    await q.query('UPDATE members SET area_code = $2, mobile = $3, invite_code = $4, nickname = $5, is_test = true WHERE id = $1', [
      m.id,
      demo.areaCode,
      demo.mobile,
      demo.inviteCode,
      'Demo',
    ]);
    // The documents were seeded just before (server/start.ts): the demo member has accepted them as a registration would.
    await acceptAsRegistered(q, m.id, '127.0.0.1', services.clock.now());
    if (services.config.demoFund) await seedDemoFund(q, services.config.fund, services.clock.now());
    // News, announcements, help articles and the rest, so the News tab and help center are not empty.
    if (services.config.demoContent) await seedDemoContent(q, services.clock.now());
  });
  // Copy trading's demo signal providers: their track record starts now (docs/copy-trading.md).
  if (services.config.follow.demoProviders) await seedDemoProviders(services);
  return true;
}
