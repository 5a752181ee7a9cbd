import Decimal from 'decimal.js';
import type { TestServer } from '../support/harness';
import { idPhotos, memberIdOf, reviewerId, setPayPassword } from '../support/members';
import { fund, PAY_PASSWORD } from '../support/money';
import { decideVerification } from '@server/kyc/decide';

let members = 0;

export interface TeamMember {
  token: string;
  uid: string;
  memberId: string;
  email: string;
  name: string;
  inviteCode: string;
}

/** A member registered through the real endpoints, with an inviter's code if given. */
export async function invited(s: TestServer, prefix: string, inviter?: TeamMember): Promise<TeamMember> {
  members += 1;
  const email = `${prefix}${members}@example.com`;
  const { token, uid } = await s.registerByEmail(email, undefined, inviter ? { invite_code: inviter.inviteCode } : {});
  const name = `${prefix[0]!.toUpperCase()}${prefix.slice(1)}member${members}`;
  // The name a team list masks.
  await s.api('users/set_nickname', { nickname: name }, { token });
  const info = await s.api('member/info', undefined, { token });
  return { token, uid, memberId: await memberIdOf(s, uid), email, name, inviteCode: info.data.invite_code };
}

/** An invited member who is verified, has the payment password and `asset` USDT deposited (and moved to ETF if `etf`). */
export async function payingInvited(s: TestServer, prefix: string, inviter: TeamMember | undefined, asset: string, etf?: string) {
  const m = await invited(s, prefix, inviter);
  const photos = await idPhotos(s, m.token);
  const verify = await s.api(
    'member/verify.post',
    { real_name: m.name, id_type: 'passport', id_number: `T${String(members).padStart(8, '0')}`, ...photos },
    { token: m.token },
  );
  if (verify.body.code !== 0) throw new Error(`verify: ${verify.body.msg}`);
  await decideVerification(s.running.services, m.memberId, { approve: true }, await reviewerId(s));
  await setPayPassword(s, m.token, m.email, PAY_PASSWORD);
  await fund(s, m, m.name, asset);
  if (etf) {
    const moved = await s.api('trans/platform', { from: 'asset', to: 'etf', amount: etf }, { token: m.token });
    if (moved.body.code !== 0) throw new Error(`trans/platform: ${moved.body.msg}`);
  }
  return m;
}

export interface RewardRow {
  source_entry_id: string;
  tier: number;
  beneficiary_id: string;
  amount: string;
  entry_id: string;
}

export async function rewardsOf(s: TestServer, sourceEntry: string): Promise<RewardRow[]> {
  const { rows } = await s.running.services.db.query<RewardRow>(
    `SELECT source_entry_id::text AS source_entry_id, tier, beneficiary_id::text AS beneficiary_id, amount::text AS amount, entry_id::text AS entry_id
       FROM team_rewards WHERE source_entry_id = $1 ORDER BY tier`,
    [sourceEntry],
  );
  return rows;
}

/** The asset balance straight from the ledger (the posting sum), not through the views under test. */
export async function assetBalance(s: TestServer, memberId: string): Promise<Decimal> {
  const { rows } = await s.running.services.db.query<{ total: string }>(
    `SELECT COALESCE(sum(p.amount), 0)::text AS total FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id = $1 AND a.kind = 'asset'`,
    [memberId],
  );
  return new Decimal(rows[0]!.total);
}

/** What the published rule pays: the source times the rate, floored to the cent. */
export function expectedReward(source: Decimal.Value, rate: Decimal.Value): string {
  return new Decimal(source).times(rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

/**
 * Every source against what it paid: no source's rewards exceed it, and all rewards together do not
 * exceed what the sources brought into fee revenue and the team pool.
 */
export async function overpaidSources(s: TestServer): Promise<string[]> {
  const { rows } = await s.running.services.db.query<{ entry_id: string; amount: string; paid: string }>(
    `SELECT ts.entry_id::text AS entry_id, ts.amount::text AS amount, COALESCE(sum(r.amount), 0)::text AS paid
       FROM team_sources ts LEFT JOIN team_rewards r ON r.source_entry_id = ts.entry_id GROUP BY ts.entry_id, ts.amount`,
  );
  return rows.filter((r) => new Decimal(r.paid).gt(r.amount)).map((r) => `source ${r.entry_id}: paid ${r.paid} of ${r.amount}`);
}
