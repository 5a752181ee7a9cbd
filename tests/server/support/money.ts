import type { TestServer } from './harness';
import { uploadImage } from './multipart';
import { jpeg } from './images';
import { createStaff } from '@server/staff/accounts';
import { staffSignIn } from './staff';
import { checkLedger } from '@server/ledger/check';
import { setPayPassword, verifiedMember } from './members';

const financeTokens = new WeakMap<TestServer, Map<string, { created: Promise<void>; token: Promise<string>; signedAt: number }>>();

/**
 * A signed-in finance reviewer (one per name per server), for decisions through the real ops endpoints.
 * Staff sessions last hours and suites move the manual clock by days (withdrawal cooling-off): a
 * token older than an hour of clock time is replaced by a new sign-in.
 */
export function financeToken(s: TestServer, name = 'finance'): Promise<string> {
  let byName = financeTokens.get(s);
  if (!byName) financeTokens.set(s, (byName = new Map()));
  const email = `${name}@meridian.local`;
  const now = s.clock.now().getTime();
  let entry = byName.get(name);
  if (!entry) {
    const created = createStaff(s.running.services, { email, name, password: 'Finance1234', roles: ['finance_reviewer'] }).then(
      () => undefined,
    );
    entry = { created, token: created.then(() => staffSignIn(s, email, 'Finance1234')), signedAt: now };
    byName.set(name, entry);
  } else if (now - entry.signedAt > 3_600_000) {
    entry = { created: entry.created, token: entry.created.then(() => staffSignIn(s, email, 'Finance1234')), signedAt: now };
    byName.set(name, entry);
  }
  return entry.token;
}

let vouchers = 0;

/** A deposit voucher photo uploaded by the member; each call is a new picture (one voucher image, one deposit). */
export async function voucher(s: TestServer, token: string): Promise<string> {
  vouchers += 1;
  const res = await uploadImage(s, token, 'deposit_voucher', jpeg(`voucher ${vouchers}`, vouchers));
  if (res.body.code !== 0) throw new Error(`upload: ${res.body.msg}`);
  return res.body.data!.key;
}

let transactions = 0;

/** A TRC20 transaction hash (64 hex digits) no other deposit of this process has used (one transaction, one deposit). */
export function txHash(): string {
  transactions += 1;
  return `${process.pid.toString(16).padStart(8, '0')}${transactions.toString(16).padStart(56, '0')}`;
}

/** Deposits USDT through wallet/deposit and has finance approve it: the member's asset account is credited. */
export async function fund(s: TestServer, member: { token: string }, realName: string, amount: string): Promise<number> {
  const dep = await s.api(
    'wallet/deposit',
    { currency_type: 'virtual', rec_id: 1, amount, voucher: await voucher(s, member.token), tx_hash: txHash(), depositor_name: realName },
    { token: member.token },
  );
  if (dep.body.code !== 0) throw new Error(`deposit: ${dep.body.msg}`);
  const id = dep.data.id;
  const ok = await s.api('ops/deposit_decide', { id, approve: true }, { token: await financeToken(s) });
  if (ok.body.code !== 0) throw new Error(`deposit_decide: ${ok.body.msg}`);
  return id;
}

let members = 0;

/** A verified member with a payment password (PAY_PASSWORD), optionally funded. */
export async function payingMember(
  s: TestServer,
  prefix: string,
  funded?: string,
): Promise<{ token: string; uid: string; memberId: string; name: string; email: string }> {
  members += 1;
  const email = `${prefix}${members}@example.com`;
  const name = `Member ${prefix} ${members}`;
  const m = await verifiedMember(s, email, name);
  await setPayPassword(s, m.token, email, PAY_PASSWORD);
  if (funded) await fund(s, m, name, funded);
  return { ...m, name, email };
}

/** The payment password payingMember sets. */
export const PAY_PASSWORD = '123456';

/** Binds a USDT wallet through member/digital_bind with the payment password; returns its id. */
export async function bindWallet(s: TestServer, token: string, address: string, payPassword = PAY_PASSWORD): Promise<number> {
  const res = await s.api(
    'member/digital_bind',
    { protocol: address.startsWith('T') ? 'TRC20' : 'ERC20', address, pay_password: payPassword },
    { token },
  );
  if (res.body.code !== 0) throw new Error(`digital_bind: ${res.body.msg}`);
  return res.data.id;
}

/** Moves the manual clock past the withdrawal cooling-off period (a new destination, a changed payment password). */
export function pastPayoutCooldown(s: TestServer): void {
  s.clock.advance(s.running.services.config.money.payoutCooldownHours * 3_600_000 + 60_000);
}

export async function assetOf(
  s: TestServer,
  token: string,
  type = 'asset',
  currency = 'USDT',
): Promise<{ total: string; available: string; frozen: string }> {
  const res = await s.api('member/asset', undefined, { token });
  const accounts = res.data.accounts;
  const found = accounts.find((a) => a.type === type && a.currency === currency);
  return found
    ? { total: found.total, available: found.available, frozen: found.frozen }
    : { total: '0.00', available: '0.00', frozen: '0.00' };
}

export async function ledgerProblems(s: TestServer): Promise<string[]> {
  return (await checkLedger(s.running.services.db)).map((p) => `${p.rule}: ${p.detail}`);
}
