import type { Services } from './services';
import { hashPassword } from './security/passwords';
import { insertMember } from './identity/members';
import { DEMO_PROVIDER_DOMAIN, seedDemoProviders } from './follow/demo';
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

/** On an empty database only: one demo member, so a new user can sign in at once, the demo fund and demo content. */
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
  return true;
}

/**
 * Copy trading's demo signal providers, on a demo database (the demo member exists) that has none
 * yet (docs/copy-trading.md). Separate from seedDemo because their simulated record needs the
 * market's backfilled daily closes, which a fresh start writes behind a listening server; asked on
 * every start, so a start killed before they were made makes them on the next.
 */
export async function seedDemoProvidersIfMissing(services: Services): Promise<void> {
  if (!services.config.follow.demoProviders) return;
  const { rows } = await services.db.query<{ demo: boolean; providers: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM members WHERE email = $1) AS demo,
            EXISTS (SELECT 1 FROM members WHERE email LIKE $2) AS providers`,
    [demo.email, `%${DEMO_PROVIDER_DOMAIN}`],
  );
  if (rows[0]?.demo && !rows[0].providers) await seedDemoProviders(services);
}
