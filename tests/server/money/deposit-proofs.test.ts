import { expect, it } from 'vitest';
import { describeEachDatabase, typedReply, type TestServer } from '../support/harness';
import { financeToken, PAY_PASSWORD, payingMember, txHash, voucher } from '../support/money';
import { uploadImage } from '../support/multipart';
import { jpeg } from '../support/images';
import { demoReceiving, isDemoTarget, loadMoneyConfig } from '@server/money-config';

const imageUsed = { code: 409, msg: 'This voucher image has already been used for a deposit. Upload the voucher of this transfer' };
const hashUsed = { code: 409, msg: 'This transaction hash has already been submitted for a deposit' };
const trc20Format = { code: 422, msg: 'Enter the TRC20 transaction hash: 64 characters, digits 0–9 and letters a–f' };
const erc20Format = { code: 422, msg: 'Enter the ERC20 transaction hash: 0x followed by 64 characters, digits 0–9 and letters a–f' };

let pictures = 100_000;

/** The same picture uploaded again by `token`: a new key, the same bytes once stripped (a new EXIF note changes nothing). */
async function uploadPicture(s: TestServer, token: string, picture: number, note = 'voucher'): Promise<string> {
  const res = await uploadImage(s, token, 'deposit_voucher', jpeg(note, picture));
  return res.body.data!.key;
}

// Sent untyped: some cases leave out what the request requires (the refusal is the point).
async function deposit(s: TestServer, m: { token: string; name: string }, fields: Record<string, unknown>) {
  return typedReply(
    'wallet/deposit',
    await s.call(
      'POST',
      'wallet/deposit',
      { currency_type: 'virtual', rec_id: 1, amount: '20', depositor_name: m.name, ...fields },
      { token: m.token },
    ),
  );
}

describeEachDatabase('deposit proofs: one voucher image and one transaction, one deposit', (get) => {
  it('refuses a deposit whose voucher image another deposit used, whoever uploaded it and whatever became of that deposit', async () => {
    const s = get();
    const a = await payingMember(s, 'img-a');
    const b = await payingMember(s, 'img-b');
    const picture = (pictures += 1);
    const first = await deposit(s, a, { voucher: await uploadPicture(s, a.token, picture), tx_hash: txHash() });
    expect(first.body.code).toBe(0);
    expect(
      (await deposit(s, a, { voucher: await uploadPicture(s, a.token, picture, 'another EXIF note'), tx_hash: txHash() })).body,
    ).toMatchObject(imageUsed);
    expect((await deposit(s, b, { currency_type: 'legal', voucher: await uploadPicture(s, b.token, picture) })).body).toMatchObject(
      imageUsed,
    );
    const refused = await s.api(
      'ops/deposit_decide',
      { id: first.data.id, approve: false, reason: 'No such transfer' },
      { token: await financeToken(s) },
    );
    expect(refused.body.code).toBe(0);
    expect((await deposit(s, a, { voucher: await uploadPicture(s, a.token, picture), tx_hash: txHash() })).body).toMatchObject(imageUsed);
    expect((await deposit(s, a, { voucher: await voucher(s, a.token), tx_hash: txHash() })).body.code).toBe(0);
  });

  it('lets exactly one of two deposits with one image at the same moment through', async () => {
    const s = get();
    const m = await payingMember(s, 'img-race');
    const picture = (pictures += 1);
    const keys = [await uploadPicture(s, m.token, picture), await uploadPicture(s, m.token, picture)];
    const replies = await Promise.all(keys.map((key) => deposit(s, m, { voucher: key, tx_hash: txHash() })));
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 409]);
    expect(replies.find((r) => r.body.code !== 0)!.body).toMatchObject(imageUsed);
  });

  it('requires the transaction hash of a USDT deposit in the format of its network, once across the platform', async () => {
    const s = get();
    const a = await payingMember(s, 'tx-a');
    const b = await payingMember(s, 'tx-b');
    expect((await deposit(s, a, { voucher: await voucher(s, a.token) })).body).toMatchObject(trc20Format);
    const hex = 'A1b2'.repeat(16);
    expect((await deposit(s, a, { voucher: await voucher(s, a.token), tx_hash: `0x${hex}` })).body).toMatchObject(trc20Format);
    expect((await deposit(s, a, { voucher: await voucher(s, a.token), tx_hash: hex.slice(1) })).body).toMatchObject(trc20Format);
    expect((await deposit(s, a, { voucher: await voucher(s, a.token), tx_hash: `${hex.slice(1)}g` })).body).toMatchObject(trc20Format);
    expect((await deposit(s, a, { rec_id: 2, voucher: await voucher(s, a.token), tx_hash: hex })).body).toMatchObject(erc20Format);

    const ok = await deposit(s, a, { voucher: await voucher(s, a.token), tx_hash: ` ${hex} ` });
    expect(ok.body.code).toBe(0);
    expect((await deposit(s, b, { voucher: await voucher(s, b.token), tx_hash: hex.toLowerCase() })).body).toMatchObject(hashUsed);
    // The same 64 digits entered as an Ethereum transaction are still the one transaction.
    expect((await deposit(s, b, { rec_id: 2, voucher: await voucher(s, b.token), tx_hash: `0x${hex.toUpperCase()}` })).body).toMatchObject(
      hashUsed,
    );
    const erc = await deposit(s, b, { rec_id: 2, voucher: await voucher(s, b.token), tx_hash: `0X${'9f'.repeat(32)}` });
    expect(erc.body.code).toBe(0);
    // A bank transfer has none and needs none.
    expect((await deposit(s, b, { currency_type: 'legal', voucher: await voucher(s, b.token) })).body.code).toBe(0);

    // Finance staff read the hash on the deposit detail.
    const staff = await financeToken(s);
    const detail = await s.api('ops/deposits', { id: ok.data.id }, { token: staff });
    expect(detail.data.list[0]).toMatchObject({ tx_hash: hex.toLowerCase(), protocol: 'TRC20' });
    const ercDetail = await s.api('ops/deposits', { id: erc.data.id }, { token: staff });
    expect(ercDetail.data.list[0]).toMatchObject({ tx_hash: `0x${'9f'.repeat(32)}`, protocol: 'ERC20' });
  });

  it('lets exactly one of two deposits with one transaction hash at the same moment through', async () => {
    const s = get();
    const a = await payingMember(s, 'tx-race-a');
    const b = await payingMember(s, 'tx-race-b');
    const hash = txHash();
    const vouchers = [await voucher(s, a.token), await voucher(s, b.token)];
    const replies = await Promise.all([
      deposit(s, a, { voucher: vouchers[0], tx_hash: hash }),
      deposit(s, b, { voucher: vouchers[1], tx_hash: hash }),
    ]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 409]);
    expect(replies.find((r) => r.body.code !== 0)!.body).toMatchObject(hashUsed);
  });

  it('says "demo" wherever the built-in receiving details are shown', async () => {
    const s = get();
    const m = await payingMember(s, 'demo');
    const digital = await s.api('wallet/rec_digital', {}, { token: m.token });
    expect(digital.body.data).toMatchObject({
      demo: true,
      list: [
        { protocol: 'TRC20', demo: true },
        { protocol: 'ERC20', demo: true },
      ],
    });
    const accounts = await s.api('wallet/rec_account', {}, { token: m.token });
    expect(accounts.body.data).toMatchObject({ demo: true, list: [{ demo: true }] });
    // A deposit paid to them says so in the member's records and on the finance detail.
    const dep = await deposit(s, m, { voucher: await voucher(s, m.token), tx_hash: txHash() });
    const mine = await s.api('wallet/deposits', {}, { token: m.token });
    expect(mine.data.list[0]).toMatchObject({ rec_demo: true });
    const detail = await s.api('ops/deposits', { id: dep.data.id }, { token: await financeToken(s) });
    expect(detail.data.list[0]).toMatchObject({ rec_demo: true });
  });

  it('never lets a member bind one of the platform receiving addresses as a withdrawal wallet', async () => {
    const s = get();
    const m = await payingMember(s, 'own-address');
    const platform = { code: 422, msg: "This is one of the platform's own deposit addresses. Bind a wallet of your own" };
    expect(
      (
        await s.api(
          'member/digital_bind',
          { protocol: 'TRC20', address: demoReceiving.trc20, pay_password: PAY_PASSWORD },
          { token: m.token },
        )
      ).body,
    ).toMatchObject(platform);
    expect(
      (
        await s.api(
          'member/digital_bind',
          { protocol: 'ERC20', address: demoReceiving.erc20.toLowerCase(), pay_password: PAY_PASSWORD },
          { token: m.token },
        )
      ).body,
    ).toMatchObject(platform);
    expect(
      (
        await s.api(
          'member/digital_bind',
          { protocol: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', pay_password: PAY_PASSWORD },
          { token: m.token },
        )
      ).body.code,
    ).toBe(0);
  });
});

it('marks receiving details and deposit targets as demo only while they are the built-in values', () => {
  const set = loadMoneyConfig({
    DEPOSIT_TRC20_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    DEPOSIT_ERC20_ADDRESS: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    DEPOSIT_BANK_ACCOUNT: '987-654-3210',
    DEPOSIT_BANK_IBAN: 'DE89370400440532013000',
  }).receiving;
  expect([...set.digital, ...set.accounts].map((r) => r.demo)).toEqual([false, false, false]);
  const half = loadMoneyConfig({
    DEPOSIT_TRC20_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    DEPOSIT_BANK_ACCOUNT: '987-654-3210',
  }).receiving;
  expect([...half.digital, ...half.accounts].map((r) => r.demo)).toEqual([false, true, true]);
  expect(
    [
      `TRC20 ${demoReceiving.trc20}`,
      `ERC20 ${demoReceiving.erc20.toLowerCase()}`,
      `Meridian Settlement Bank ${demoReceiving.accountNo}`,
    ].map(isDemoTarget),
  ).toEqual([true, true, true]);
  expect(isDemoTarget('TRC20 TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
});
