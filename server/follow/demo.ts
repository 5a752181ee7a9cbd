import crypto from 'node:crypto';
import type { Services } from '../services';
import { insertMember } from '../identity/members';
import { hashPassword } from '../security/passwords';
import { memberAccount, platformAccountFor } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal } from '../ledger/money';
import { enrollProvider } from './enroll';
import { simulateRecord, writeSimulated } from './simulate';
import { STRATEGIES } from './strategies';

/** USDT each demo provider starts with in its ETF account. */
export const DEMO_FUNDS = '10000';

interface DemoProvider {
  key: string;
  name: string;
  strategy: string;
  color: string;
  introduction: string;
}

/** Four demo signal providers, each trading one named built-in strategy (server/follow/strategies). */
export const DEMO_PROVIDERS: readonly DemoProvider[] = [
  {
    key: 'momentum',
    name: 'Aria Momentum',
    strategy: 'momentum',
    color: '#2f6fed',
    introduction: 'Demo provider. Trades SPY by momentum: buys after a 0.3% rise on the day, sells after a 0.3% fall.',
  },
  {
    key: 'reversion',
    name: 'Ben Reversion',
    strategy: 'mean_reversion',
    color: '#0f9d58',
    introduction: 'Demo provider. Trades QQQ against the day: buys after a 0.3% fall, sells after a 0.3% rise.',
  },
  {
    key: 'holder',
    name: 'Cleo Long Run',
    strategy: 'buy_and_hold',
    color: '#f4a100',
    introduction: 'Demo provider. Buys the whole U.S. market (VTI) once and holds it.',
  },
  {
    key: 'rotation',
    name: 'Dev Rotation',
    strategy: 'uk_rotation',
    color: '#c2185b',
    introduction: 'Demo provider. Rotates between U.K. equities (ISF) and gilts (IGLT), holding the stronger on the day.',
  },
];

/** A round avatar with the provider's initials, drawn inline: no image file to host. */
function avatarOf(p: DemoProvider): string {
  const initials = p.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${p.color}"/><text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * On a fresh database under `npm start`: the demo providers, funded through a ledger posting
 * (custody -> their ETF accounts, as a deposit would), enrolled with a simulated track record: their
 * strategies run over the backfilled daily closes (server/follow/simulate.ts), flagged simulated like
 * the prices. The live record continues from its last NAV with their strategies' real orders. Runs
 * once (seedDemo: an empty database only), after the market's backfill. They sign in with a random
 * password no one knows.
 */
/** The address domain of the demo providers' member accounts. */
export const DEMO_PROVIDER_DOMAIN = '@demo.meridian.local';

export async function seedDemoProviders(services: Services): Promise<void> {
  const now = services.clock.now();
  const passwordHash = await hashPassword(crypto.randomUUID());
  const currency = services.config.money.currency;
  await services.db.tx(async (q) => {
    for (const p of DEMO_PROVIDERS) {
      const m = await insertMember(q, {
        login: { kind: 'email', email: `${p.key}${DEMO_PROVIDER_DOMAIN}` },
        passwordHash,
        inviterId: null,
        now,
      });
      await q.query('UPDATE members SET nickname = $2, introduction = $3, head_img = $4, is_test = true WHERE id = $1', [
        m.id,
        p.name,
        p.introduction,
        avatarOf(p),
      ]);
      const etf = await memberAccount(q, m.id, 'etf', currency, now);
      const custody = await platformAccountFor(q, 'custody', currency, m.id, now);
      await postEntry(q, {
        type: 'deposit',
        memo: 'demo provider funds (seed)',
        lines: [
          { account: custody, amount: new Decimal(DEMO_FUNDS).neg() },
          { account: etf, amount: new Decimal(DEMO_FUNDS) },
        ],
        at: now,
      });
      // The simulated record first (daily closes before now), so the live record opens at its last NAV.
      const strategy = STRATEGIES[p.strategy]!;
      const simulated = await simulateRecord(q, services, strategy, new Decimal(DEMO_FUNDS), now);
      const provider = await enrollProvider(
        q,
        services,
        {
          memberId: m.id,
          name: p.name,
          avatar: avatarOf(p),
          introduction: p.introduction,
          strategy: p.strategy,
          feeRate: services.config.follow.feeRate,
        },
        now,
        simulated.at(-1),
      );
      await writeSimulated(q, provider.id, new Decimal(DEMO_FUNDS), simulated);
    }
  });
}
