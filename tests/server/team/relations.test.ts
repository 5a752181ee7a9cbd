import { afterEach, expect, it } from 'vitest';
import { expectLedgerClean } from '../support/trading';
import { describeEachDatabase, type TestServer } from '../support/harness';
import { invited } from './support';

async function listUids(s: TestServer, token: string, level: 1 | 2): Promise<string[]> {
  const res = await s.api('member/team_list', { level }, { token });
  expect(res.body.code).toBe(0);
  return res.data.list.map((m) => m.uid).sort();
}

/** Runs `body` with star rules changed as operations would (the table is the configuration), then puts them back. */
async function withRules(s: TestServer, set: string, body: () => Promise<void>): Promise<void> {
  const db = s.running.services.db;
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM level_rules ORDER BY stars');
  try {
    await db.query(set);
    await body();
  } finally {
    for (const r of rows)
      await db.query(
        'UPDATE level_rules SET min_direct = $2, min_team = $3, min_volume = $4, dividend_rate = $5, partner = $6 WHERE stars = $1',
        [r.stars, r.min_direct, r.min_team, r.min_volume, r.dividend_rate, r.partner],
      );
  }
}

describeEachDatabase('referral team: two levels and star levels', (get) => {
  // The ledger checked after every test, whatever it did.
  afterEach(() => expectLedgerClean(get()));
  it("lists the inviter's two levels (never a third), with masked names, each one's own team size and the counts", async () => {
    const s = get();
    const root = await invited(s, 'root');
    const a1 = await invited(s, 'ana', root);
    const a2 = await invited(s, 'abe', root);
    const b1 = await invited(s, 'bea', a1);
    const c1 = await invited(s, 'cid', b1);

    expect(await listUids(s, root.token, 1)).toEqual([a1.uid, a2.uid].sort());
    expect(await listUids(s, root.token, 2)).toEqual([b1.uid]);
    // c1 is three levels down from root: on b1's first level and a1's second, on nobody's third.
    expect(await listUids(s, a1.token, 1)).toEqual([b1.uid]);
    expect(await listUids(s, a1.token, 2)).toEqual([c1.uid]);
    expect(await listUids(s, b1.token, 1)).toEqual([c1.uid]);
    expect(await listUids(s, c1.token, 1)).toEqual([]);

    const first = (await s.api('member/team_list', { level: 1 }, { token: root.token })).data;
    const row = first.list.find((m) => m.uid === a1.uid)!;
    expect(row).toMatchObject({ level: 1, stars: 0, vip_level: 0, rewards: '0.00', team_size: 2 });
    expect(row.nickname).not.toBe(a1.name);
    expect(row.nickname).toBe(`${a1.name[0]}****${a1.name.at(-1)}`);
    expect(first.total).toBe(2);
    const paged = await s.api('member/team_list', { level: 1, page: 2, limit: 1 }, { token: root.token });
    expect(paged.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.data.list).toHaveLength(1);
    expect((await s.api('member/team_list', { level: 2 }, { token: root.token })).data.list[0]).toMatchObject({ level: 2, team_size: 1 });

    expect((await s.api('member/team_gain', {}, { token: root.token })).data).toMatchObject({
      first_level_count: 2,
      second_level_count: 1,
      team_size: 3,
      total_rewards: '0.00',
      period_rewards: '0.00',
      team_volume: '0.00',
      volume_days: 30,
    });
    expect((await s.api('member/team_gain', { period: '7d' }, { token: a1.token })).data).toMatchObject({
      first_level_count: 1,
      second_level_count: 1,
      team_size: 2,
    });
  });

  it('earns the highest star level whose direct, team and volume thresholds are all met; partner levels flag the member', async () => {
    const s = get();
    const root = await invited(s, 'star');
    const d1 = await invited(s, 'dan', root);
    await invited(s, 'dee', root);
    await invited(s, 'eve', d1);

    // The published rules: one star needs 3 direct referrals, 5 in the team and 1000 USDT of volume.
    const level = (await s.api('member/level', undefined, { token: root.token, lan: 'en' })).data;
    expect(level).toMatchObject({
      stars: 0,
      vip_level: 0,
      partner: false,
      direct_count: 2,
      team_size: 3,
      team_volume: '0.00',
      volume_days: 30,
    });
    expect(level.levels[1]).toMatchObject({
      stars: 1,
      min_direct: 3,
      min_team: 5,
      min_volume: '1000.00',
      dividend_rate: '0.0100',
      partner: false,
      condition: '3 direct referrals, 5 team members and 1000.00 USDT team volume in 30 days',
    });
    expect(level.levels.filter((l) => l.partner).map((l) => l.stars)).toEqual([4, 5]);
    expect(level.shares).toEqual([
      { source: 'fee', level: 1, rate: '0.1000' },
      { source: 'fee', level: 2, rate: '0.0500' },
      { source: 'pool', level: 1, rate: '0.4000' },
      { source: 'pool', level: 2, rate: '0.2000' },
    ]);

    // Thresholds are configuration: lowered to this team, the stars follow on the next read.
    await withRules(s, 'UPDATE level_rules SET min_direct = 2, min_team = 3, min_volume = 0 WHERE stars IN (1, 2)', async () => {
      expect((await s.api('member/team_gain', {}, { token: root.token })).data).toMatchObject({ stars: 2, vip_level: 2, partner: false });
      expect((await s.api('member/info', undefined, { token: root.token })).data.stars).toBe(2);
    });
    // A volume threshold the team does not meet keeps the level out of reach.
    await withRules(
      s,
      'UPDATE level_rules SET min_direct = 2, min_team = 3, min_volume = CASE stars WHEN 1 THEN 0 ELSE 5 END WHERE stars <= 4',
      async () => {
        expect((await s.api('member/level', undefined, { token: root.token })).data).toMatchObject({ stars: 1, partner: false });
      },
    );
    // Four stars is a partner level.
    await withRules(s, 'UPDATE level_rules SET min_direct = 2, min_team = 3, min_volume = 0 WHERE stars <= 4', async () => {
      expect((await s.api('member/level', undefined, { token: root.token })).data).toMatchObject({ stars: 4, vip_level: 4, partner: true });
      const { rows } = await s.running.services.db.query<{ partner: boolean }>('SELECT partner FROM members WHERE id = $1', [
        root.memberId,
      ]);
      expect(rows[0]!.partner).toBe(true);
    });
    // Back to the published rules: the team no longer meets one star, and the flag goes with it.
    expect((await s.api('member/team_gain', {}, { token: root.token })).data).toMatchObject({ stars: 0, partner: false });

    // A registration under the team recomputes its uplines' stars at once (no read needed).
    await withRules(s, 'UPDATE level_rules SET min_direct = 1, min_team = 2, min_volume = 0 WHERE stars = 1', async () => {
      const fresh = await invited(s, 'fay');
      const kid = await invited(s, 'gus', fresh);
      const { rows: before } = await s.running.services.db.query<{ stars: number }>('SELECT stars FROM members WHERE id = $1', [
        fresh.memberId,
      ]);
      expect(before[0]!.stars).toBe(0);
      await invited(s, 'hal', kid);
      const { rows } = await s.running.services.db.query<{ stars: number }>('SELECT stars FROM members WHERE id = $1', [fresh.memberId]);
      expect(rows[0]!.stars).toBe(1);
    });
  });

  it('refuses a third level and levels that are not numbers', async () => {
    const s = get();
    const m = await invited(s, 'ivy');
    expect((await s.call('GET', 'member/team_list', { level: 3 }, { token: m.token })).body.code).toBe(400);
    expect((await s.call('GET', 'member/team_list', {}, { token: m.token })).body.code).toBe(400);
    expect((await s.call('GET', 'member/team_gain', { period: '2w' }, { token: m.token })).body.code).toBe(400);
  });
});
