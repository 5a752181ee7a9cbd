import type { HandlerMap, Services } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { verifyPayPassword } from '../security/pay-password';
import { hitWindow } from '../security/rate-window';
import { CONTRACT_ACCOUNTS, memberAccount, type MemberAccount } from '../ledger/accounts';
import { postEntry } from '../ledger/post';
import { Decimal, moneyText } from '../ledger/money';
import { queryPage } from '../db/paging';
import { maskName } from '../payout/mask';
import { unixSeconds } from '../clock';

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
    const params = [memberId, input.kind ?? null];
    const where = '(t.from_member = $1 OR t.to_member = $1) AND ($2::text IS NULL OR t.kind = $2)';
    const { rows, ...paging } = await queryPage<{
      id: string;
      kind: 'account' | 'uid';
      from_member: string;
      from_account: MemberAccount;
      to_account: MemberAccount;
      amount: string;
      fee: string;
      from_uid: string;
      to_uid: string;
      from_nick: string;
      to_nick: string;
      created_at: Date;
    }>(
      services.db,
      {
        rows: `SELECT t.id::text AS id, t.kind, t.from_member::text AS from_member, t.from_account, t.to_account, t.amount::text AS amount, t.fee::text AS fee,
              f.uid AS from_uid, r.uid AS to_uid, f.nickname AS from_nick, r.nickname AS to_nick, t.created_at
         FROM transfers t JOIN members f ON f.id = t.from_member JOIN members r ON r.id = t.to_member
        WHERE ${where} ORDER BY t.id DESC`,
        count: `SELECT count(*)::text AS n FROM transfers t WHERE ${where}`,
      },
      params,
      input,
    );
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
  const { rows } = await services.db.query<{ id: string; nickname: string }>(
    'SELECT id::text AS id, nickname FROM members WHERE uid = $1',
    [uid],
  );
  if (!rows[0]) throw new AppError(Codes.NOT_FOUND, 'server.uidNotFound');
  if (rows[0].id === self) throw new AppError(Codes.RULE, 'server.transferToSelf');
  return rows[0];
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
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO transfers (kind, from_member, to_member, from_account, to_account, currency, amount, entry_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text AS id`,
    [t.kind, t.from.member, t.to.member, t.from.account, t.to.account, currency, t.amount.toFixed(), entry, now],
  );
  return rows[0]!.id;
}
