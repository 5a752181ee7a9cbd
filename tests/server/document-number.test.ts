import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './support/harness';
import { idPhotos as photos, memberIdOf, reviewerId } from './support/members';
import { decideVerification } from '@server/kyc/decide';
import { migrate } from '@server/db/migrate';
import { staffSignIn } from './support/staff';

const inUse = { code: 422, msg: 'This document is already verified on another account' };

let people = 0;
async function member(s: TestServer, prefix: string): Promise<{ token: string; uid: string }> {
  people += 1;
  return s.registerByEmail(`${prefix}${people}@example.com`);
}

async function submit(s: TestServer, m: { token: string }, idType: string, idNumber: string) {
  return (
    await s.call(
      'POST',
      'member/verify',
      { real_name: 'Han Sora', id_type: idType, id_number: idNumber, ...(await photos(s, m.token)) },
      { token: m.token },
    )
  ).body;
}

// Legacy rows of the realname table, as written before 010_integrity.sql (no normalised column).
async function undoIntegrityMigration(s: TestServer): Promise<void> {
  const db = s.running.services.db;
  for (const sql of [
    'DROP INDEX realname_document_claim',
    'DROP INDEX deposits_voucher_image',
    'DROP INDEX deposits_tx_hash',
    'ALTER TABLE realname_verifications DROP COLUMN id_number_norm',
    'ALTER TABLE deposits DROP COLUMN voucher_sha256',
    'ALTER TABLE deposits DROP COLUMN tx_hash',
    `DELETE FROM schema_migrations WHERE name = '010_integrity.sql'`,
  ])
    await db.query(sql);
}

describeEachDatabase('one document number verifies one account', (get) => {
  it('refuses the same number with separators, a leading dash, full-width forms, another case or another ID type', async () => {
    const s = get();
    expect(await submit(s, await member(s, 'docn-first'), 'id_card', 'AB1234567')).toMatchObject({ code: 0 });
    for (const [idType, variant] of [
      ['id_card', 'AB-1234567'],
      ['id_card', '-AB1234567'],
      ['id_card', 'ab 123 4567'],
      ['id_card', 'AB.123/4567'],
      ['id_card', 'ＡＢ１２３４５６７'],
      ['driver_license', 'AB1234567'],
      ['passport', 'ab-1234567'],
    ] as const) {
      expect(await submit(s, await member(s, 'docn-copy'), idType, variant), `${idType} ${variant}`).toMatchObject(inUse);
    }
  });

  it('refuses characters and lengths an ID type cannot have, saying what the type allows', async () => {
    const s = get();
    const m = await member(s, 'docn-rule');
    expect(await submit(s, m, 'id_card', 'AB#1234567')).toMatchObject({
      code: 422,
      msg: 'An ID card number has 5 to 20 letters (A–Z) and digits; spaces, dashes, dots and slashes are ignored',
    });
    expect(await submit(s, m, 'id_card', '가나다라마바')).toMatchObject({
      code: 422,
      msg: 'An ID card number has 5 to 20 letters (A–Z) and digits; spaces, dashes, dots and slashes are ignored',
    });
    expect(await submit(s, m, 'passport', 'M1234567890123')).toMatchObject({
      code: 422,
      msg: 'A passport number has 6 to 12 letters (A–Z) and digits; spaces, dashes, dots and slashes are ignored',
    });
    expect(await submit(s, m, 'driver_license', '--12--')).toMatchObject({
      code: 422,
      msg: "A driver's licence number has 5 to 20 letters (A–Z) and digits; spaces, dashes, dots and slashes are ignored",
    });
    expect((await s.api('member/verify.get', undefined, { token: m.token })).body.data).toMatchObject({ status: 'none' });
    expect(await submit(s, m, 'passport', ' m 1234-5678 ')).toMatchObject({ code: 0 });
    expect((await s.api('member/verify.get', undefined, { token: m.token })).body.data).toMatchObject({
      status: 'review',
      id_number: '*****5678',
    });
  });

  it('lets exactly one of 10 members submitting one number at the same moment through', async () => {
    const s = get();
    const members = await Promise.all(Array.from({ length: 10 }, () => member(s, 'docn-race')));
    const bodies = await Promise.all(
      await Promise.all(members.map(async (m) => ({ m, p: await photos(s, m.token) }))).then((ready) =>
        ready.map(({ m, p }, i) =>
          s.api(
            'member/verify.post',
            { real_name: 'Race Runner', id_type: i % 2 ? 'passport' : 'id_card', id_number: i % 3 ? 'RC-778899' : 'rc778899', ...p },
            { token: m.token },
          ),
        ),
      ),
    );
    const codes = bodies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(bodies.filter((r) => r.body.code !== 0).map((r) => r.body)).toEqual(
      Array.from({ length: 9 }, () => expect.objectContaining(inUse)),
    );
    const { rows } = await s.running.services.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM realname_verifications WHERE id_number_norm = 'RC778899'`,
    );
    expect(rows[0]!.n).toBe('1');
  });

  it('migrates duplicates written before the unique indexes (the earliest keeps the number or the image) and refuses to approve a later one', async () => {
    const s = get();
    const db = s.running.services.db;
    const first = await member(s, 'docn-old');
    expect(await submit(s, first, 'id_card', 'OLD-445566')).toMatchObject({ code: 0 });
    await undoIntegrityMigration(s);
    // Two later members under review with the same number, as the old code let through.
    const later = [await member(s, 'docn-old'), await member(s, 'docn-old')];
    const firstId = await memberIdOf(s, first.uid);
    for (const [i, m] of later.entries()) {
      await db.query(
        `INSERT INTO realname_verifications (member_id, real_name, id_type, id_number, front_key, back_key, status, submitted_at)
         SELECT $1, 'Han Sora', $2, $3, front_key, back_key, 'review', submitted_at + interval '1 minute' FROM realname_verifications WHERE member_id = $4`,
        [await memberIdOf(s, m.uid), i ? 'passport' : 'id_card', i ? 'old445566' : 'OLD-445566', firstId],
      );
    }
    // Two old deposits proven by one voucher image (two uploads of the same bytes).
    for (const n of [1, 2]) {
      await db.query(
        `INSERT INTO uploads (key, member_id, purpose, content_type, size, sha256, created_at)
         VALUES ($1, $2, 'deposit_voucher', 'image/jpeg', 10, 'cafe', now())`,
        [`legacyvoucher${n}`.padEnd(32, 'x'), firstId],
      );
      await db.query(
        `INSERT INTO deposits (member_id, order_no, currency_type, currency, protocol, rec_id, rec_target, amount, voucher_key, depositor_name, status, created_at)
         VALUES ($1, $2, 'legal', 'USD', NULL, 1, 'bank', 10, $3, 'Han Sora', 'review', now())`,
        [firstId, `DLEGACY${n}`, `legacyvoucher${n}`.padEnd(32, 'x')],
      );
    }
    expect(await migrate(db)).toEqual(['010_integrity.sql']);
    const vouchers = await db.query<{ voucher_sha256: string | null }>(
      `SELECT voucher_sha256 FROM deposits WHERE order_no LIKE 'DLEGACY%' ORDER BY id`,
    );
    expect(vouchers.rows.map((r) => r.voucher_sha256)).toEqual(['cafe', null]);

    const { rows } = await db.query<{ member_id: string; id_number_norm: string | null }>(
      `SELECT member_id::text AS member_id, id_number_norm FROM realname_verifications WHERE id_number IN ('OLD445566', 'OLD-445566', 'old445566') ORDER BY id`,
    );
    expect(rows.map((r) => r.id_number_norm)).toEqual(['OLD445566', null, null]);
    // The reviewer approving a later duplicate through the ops endpoint reads why it cannot pass, and rejects it.
    await reviewerId(s);
    const staff = await staffSignIn(s, 'reviewer@meridian.local', 'Review1234');
    const approve = await s.api('ops/kyc_decide', { uid: later[0]!.uid, approve: true }, { token: staff });
    expect(approve.body).toMatchObject(inUse);
    await expect(
      decideVerification(s.running.services, await memberIdOf(s, later[1]!.uid), { approve: true }, await reviewerId(s)),
    ).rejects.toMatchObject({ code: 422, key: 'server.documentInUse' });
    const reject = await s.api(
      'ops/kyc_decide',
      { uid: later[0]!.uid, approve: false, reason: 'Document used by another account' },
      { token: staff },
    );
    expect(reject.body).toMatchObject({ code: 0, data: { status: 'failed' } });
    // The first member's verification is untouched and passes.
    await decideVerification(s.running.services, firstId, { approve: true }, await reviewerId(s));
    expect((await s.api('member/info', undefined, { token: first.token })).body.data).toMatchObject({ realname_status: 'passed' });
    // Once the index is back, a fresh attempt with the number is refused too.
    expect(await submit(s, await member(s, 'docn-old'), 'driver_license', 'old.445.566')).toMatchObject(inUse);
  });
});
