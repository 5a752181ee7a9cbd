import type { HandlerMap, Services } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { verifyPayPassword } from '../security/pay-password';
import { hitWindow } from '../security/rate-window';
import { CONTRACT_ACCOUNTS, memberAccount, type MemberAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal, moneyText } from '../ledger/money';
import { maskName } from '../payout/mask';
import { unixSeconds } from '../clock';
import { memberByUid } from '../identity/members';
import { insertTransfer, transferPage } from './transfers';

export const transferHandlers: HandlerMap = {
  'trans/platform': {
    replay: 'at-write',
    run: async ({ input, caller }, services, once) => {
      if (input.from === input.to) throw new AppError(Codes.RULE, 'server.transferSameAccount');
      // Contract money moves only by its contract: Top 10 principal and income leave at settlement, and
      // money put in by hand would belong to no contract (so could never settle).
      for (const account of [input.from, input.to])
        if (CONTRACT_ACCOUNTS.has(account)) throw new AppError(Codes.RULE, 'server.transferContractAccount');
      const amount = new Decimal(input.amount);
      if (amount.lte(0)) throw new AppError(Codes.RULE, 'server.amountPositive');
      const memberId = caller.memberId;
      return once(async (q) => {
        const id = await recordTransfer(q, services, {
          kind: 'account',
          from: { member: memberId, account: input.from },
          to: { member: memberId, account: input.to },
          amount,
          memo: `${input.from} → ${input.to}`,
        });
        return { id: Number(id), from: input.from, to: input.to, amount: moneyText(amount) };
      });
    },
  },

  'trans/uid_check': async ({ input, caller }, services) => {
    const recipient = await recipientByUid(services, input.uid, caller.memberId);
    return { uid: input.uid, nickname: maskName(recipient.nickname) };
  },

  'trans/social': {
    // The recipient and the payment password may say otherwise by now; a retry hears what happened.
    replay: 'first',
    run: async ({ input, caller }, services, once) => {
      const memberId = caller.memberId;
      const amount = new Decimal(input.amount);
      if (amount.lte(0)) throw new AppError(Codes.RULE, 'server.amountPositive');
      const recipient = await recipientByUid(services, input.uid, memberId);
      await verifyPayPassword(services, memberId, input.pay_password);
      return once(async (q) => {
        const id = await recordTransfer(q, services, {
          kind: 'uid',
          from: { member: memberId, account: 'asset' },
          to: { member: recipient.id, account: 'social' },
          amount,
          memo: `${caller.uid} → ${input.uid}`,
        });
        return { id: Number(id), amount: moneyText(amount), fee: '0.00', to_uid: input.uid, to_nickname: maskName(recipient.nickname) };
      });
    },
  },

  'trans/trade/logs': async ({ input, caller }, services) => {
    const memberId = caller.memberId;
    const { rows, ...paging } = await transferPage(services.db, memberId, input.kind ?? null, input);
    return {
      ...paging,
      list: rows.map((r) => {
        const out = r.from_member === memberId;
        const own = r.kind === 'account';
        return {
          id: Number(r.id),
          kind: r.kind,
          direction: out ? ('out' as const) : ('in' as const),
          from_account: r.from_account,
          to_account: r.to_account,
          counterparty_uid: own ? '' : out ? r.to_uid : r.from_uid,
          counterparty_nickname: own ? '' : maskName(out ? r.to_nick : r.from_nick),
          amount: moneyText(r.amount),
          fee: moneyText(r.fee),
          created_at: unixSeconds(r.created_at),
        };
      }),
    };
  },
};

/** UID look-ups per member per hour: enough to fix typos, too few to walk the UID space. */
const UID_CHECKS_PER_HOUR = 30;

/**
 * Every endpoint that finds a member by UID goes through here, so one count per member covers them
 * all: a transfer to an unknown UID must not become an unlimited uid_check.
 */
async function recipientByUid(services: Services, uid: string, self: string): Promise<{ id: string; nickname: string }> {
  const hits = await hitWindow(services.db, `uidcheck:${self}`, 3600, services.clock.now());
  if (hits.hits > UID_CHECKS_PER_HOUR) throw new AppError(Codes.RATE_LIMITED, 'server.tooManyRequests');
  const recipient = await memberByUid(services.db, uid);
  if (!recipient) throw new AppError(Codes.NOT_FOUND, 'server.uidNotFound');
  if (recipient.id === self) throw new AppError(Codes.RULE, 'server.transferToSelf');
  return recipient;
}

interface TransferInput {
  kind: 'account' | 'uid';
  from: { member: string; account: MemberAccount };
  to: { member: string; account: MemberAccount };
  amount: Decimal;
  memo: string;
}

/** One transfer in USDT: its ledger entry (transfer or uid_transfer) and its record, in the caller's transaction. */
async function recordTransfer(q: Queryable, services: Services, t: TransferInput): Promise<string> {
  const now = services.clock.now();
  const currency = services.config.money.currency;
  const from = await memberAccount(q, t.from.member, t.from.account, currency, now);
  const to = await memberAccount(q, t.to.member, t.to.account, currency, now);
  const entry = await postEntry(q, {
    type: t.kind === 'uid' ? 'uid_transfer' : 'transfer',
    memo: t.memo,
    lines: [
      { account: from, amount: t.amount.neg() },
      { account: to, amount: t.amount },
    ],
    at: now,
  });
  return insertTransfer(q, {
    kind: t.kind,
    fromMember: t.from.member,
    toMember: t.to.member,
    fromAccount: t.from.account,
    toAccount: t.to.account,
    currency,
    amount: t.amount.toFixed(),
    entryId: entry,
    at: now,
  });
}
