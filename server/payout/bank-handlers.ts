import type { HandlerMap, Services } from '../services';
import type { Queryable } from '../db/types';
import { AppError, Codes } from '../errors';
import { passedRealName } from '../kyc/verifications';
import { normalizeName } from '../kyc/submit';
import { BANKS } from './banks';
import { isValidIban } from './iban';
import { maskAccount, maskIban } from './mask';
import { unixSeconds } from '../clock';
import { confirmNewDestination, notifyNewDestination } from './new-destination';

export const bankHandlers: HandlerMap = {
  'member/bank_conf': async (_ctx, services) => ({ max: services.config.maxBankCards, allow_other: true, banks: [...BANKS] }),

  'member/bank_info': async ({ caller }, services) => bankInfo(services, caller.memberId),

  'member/bank_bind': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    await confirmNewDestination(services, memberId, input.pay_password);
    const bound = await services.db.tx(async (q) => {
      // The member row lock serialises binds, so two parallel requests cannot pass the limit together.
      await lockMember(q, memberId);
      const card = await checkedCard(q, memberId, input);
      const { rows } = await q.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL',
        [memberId],
      );
      if (Number(rows[0]!.n) >= services.config.maxBankCards)
        throw new AppError(Codes.RULE, 'server.bankCardLimit', { max: services.config.maxBankCards });
      const inserted = await q.query<{ id: string }>(
        'INSERT INTO bank_cards (member_id, bank_name, account_no, account_name, iban, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
        [memberId, card.bank_name, card.account_no, card.account_name, card.iban, services.clock.now()],
      );
      return { id: Number(inserted.rows[0]!.id), account: `${card.bank_name} ${maskAccount(card.account_no)}` };
    });
    await notifyNewDestination(services, memberId, lan, bound.account);
    return { id: bound.id };
  },

  'member/bank_edit': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    // Someone else's card id answers 404 before the payment password is asked (nothing to confirm).
    const own = await services.db.query('SELECT id FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL', [
      input.id,
      memberId,
    ]);
    if (own.rows.length === 0) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    await confirmNewDestination(services, memberId, input.pay_password);
    const account = await services.db.tx(async (q) => {
      await lockMember(q, memberId);
      const card = await checkedCard(q, memberId, input);
      // An edited card may point to another account: its cooling-off period starts again (changed_at).
      const { rows } = await q.query(
        'UPDATE bank_cards SET bank_name = $3, account_no = $4, account_name = $5, iban = $6, changed_at = $7 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL RETURNING id',
        [input.id, memberId, card.bank_name, card.account_no, card.account_name, card.iban, services.clock.now()],
      );
      if (rows.length === 0) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      return `${card.bank_name} ${maskAccount(card.account_no)}`;
    });
    await notifyNewDestination(services, memberId, lan, account);
    return null;
  },
};

interface CardInput {
  bank_name: string;
  account_no: string;
  account_name: string;
  iban: string;
}

/** Real-name first (the engine offers to go there); then the holder must be the verified person. */
async function checkedCard(q: Queryable, memberId: string, input: CardInput): Promise<CardInput> {
  const verified = await passedRealName(q, memberId);
  if (!verified) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
  const card = {
    bank_name: input.bank_name.trim(),
    account_no: input.account_no.trim(),
    account_name: normalizeName(input.account_name),
    iban: input.iban.replace(/\s+/g, '').toUpperCase(),
  };
  if (!card.bank_name) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'bank_name' });
  if (card.account_name.toLowerCase() !== verified.toLowerCase()) throw new AppError(Codes.RULE, 'server.accountNameMismatch');
  if (!isValidIban(card.iban)) throw new AppError(Codes.RULE, 'server.ibanInvalid');
  return card;
}

async function lockMember(q: Queryable, memberId: string): Promise<void> {
  await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

async function bankInfo(services: Services, memberId: string) {
  const { rows } = await services.db.query<{
    id: string;
    bank_name: string;
    account_no: string;
    account_name: string;
    iban: string;
    created_at: Date;
  }>(
    'SELECT id::text AS id, bank_name, account_no, account_name, iban, created_at FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return {
    max: services.config.maxBankCards,
    list: rows.map((r) => ({
      id: Number(r.id),
      bank_name: r.bank_name,
      account_no: maskAccount(r.account_no),
      account_name: r.account_name,
      iban: maskIban(r.iban),
      created_at: unixSeconds(r.created_at),
    })),
  };
}
