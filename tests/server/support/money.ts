import type { TestServer } from './harness';
import { uploadImage } from './multipart';
import { jpeg } from './images';
import { createStaff } from '../../../server/ops/staff';
import { staffSignIn } from './staff';
import { checkLedger } from '../../../server/ledger/check';
import { setPayPassword, verifiedMember } from './members';

const financeTokens = new WeakMap<TestServer, Map<string, Promise<string>>>();

/** A signed-in finance reviewer (one per name per server), for decisions through the real ops endpoints. */
export function financeToken(s: TestServer, name = 'finance'): Promise<string> {
  let byName = financeTokens.get(s);
  if (!byName) financeTokens.set(s, (byName = new Map()));
  let token = byName.get(name);
  if (!token) {
    const email = `${name}@meridian.local`;
    token = createStaff(s.running.services, { email, name, password: 'Finance1234', roles: ['finance_reviewer'] }).then(() => staffSignIn(s, email, 'Finance1234'));
    byName.set(name, token);
  }
  return token;
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
  const dep = await s.call('POST', 'wallet/deposit', { currency_type: 'virtual', rec_id: 1, amount, voucher: await voucher(s, member.token), tx_hash: txHash(), depositor_name: realName }, { token: member.token });
  if (dep.body.code !== 0) throw new Error(`deposit: ${dep.body.msg}`);
  const id = (dep.body.data as { id: number }).id;
  const ok = await s.call('POST', 'ops/deposit_decide', { id, approve: true }, { token: await financeToken(s) });
  if (ok.body.code !== 0) throw new Error(`deposit_decide: ${ok.body.msg}`);
  return id;
}

let members = 0;

/** A verified member with a payment password (123456), optionally funded. */
export async function payingMember(s: TestServer, prefix: string, funded?: string): Promise<{ token: string; uid: string; memberId: string; name: string; email: string }> {
  members += 1;
  const email = `${prefix}${members}@example.com`;
  const name = `Member ${prefix} ${members}`;
  const m = await verifiedMember(s, email, name);
  await setPayPassword(s, m.token, email, '123456');
  if (funded) await fund(s, m, name, funded);
  return { ...m, name, email };
}

export async function assetOf(s: TestServer, token: string, type = 'asset', currency = 'USDT'): Promise<{ total: string; available: string; frozen: string }> {
  const res = await s.call('GET', 'member/asset', undefined, { token });
  const accounts = (res.body.data as { accounts: { type: string; currency: string; total: string; available: string; frozen: string }[] }).accounts;
  const found = accounts.find((a) => a.type === type && a.currency === currency);
  return found ? { total: found.total, available: found.available, frozen: found.frozen } : { total: '0.00', available: '0.00', frozen: '0.00' };
}

export async function ledgerProblems(s: TestServer): Promise<string[]> {
  return (await checkLedger(s.running.services.db)).map((p) => `${p.rule}: ${p.detail}`);
}
