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
import { lockMemberRow } from '../identity/members';
import { bankCardsOf, countBankCards, insertBankCard, updateBankCard, type BankBranch, type BankCardInput } from './bank-cards';
import { ownDestinationExists } from './destinations';

export const bankHandlers: HandlerMap = {
  'member/bank_conf': async (_ctx, services) => ({ max: services.config.maxBankCards, allow_other: true, banks: [...BANKS] }),

  'member/bank_info': async ({ caller }, services) => bankInfo(services, caller.memberId),

  'member/bank_bind': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    await confirmNewDestination(services, memberId, input.pay_password);
    const bound = await services.db.tx(async (q) => {
      // The member row lock serialises binds, so two parallel requests cannot pass the limit together.
      await lockMemberRow(q, memberId);
      const card = await checkedCard(q, memberId, input);
      if ((await countBankCards(q, memberId)) >= services.config.maxBankCards)
        throw new AppError(Codes.RULE, 'server.bankCardLimit', { max: services.config.maxBankCards });
      const id = await insertBankCard(q, memberId, card, services.clock.now());
      return { id: Number(id), account: `${card.bank_name} ${maskAccount(card.account_no)}` };
    });
    await notifyNewDestination(services, memberId, lan, bound.account);
    return { id: bound.id };
  },

  'member/bank_edit': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    // Someone else's card id answers 404 before the payment password is asked (nothing to confirm).
    if (!(await ownDestinationExists(services.db, 'bank_cards', input.id, memberId)))
      throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    await confirmNewDestination(services, memberId, input.pay_password);
    const account = await services.db.tx(async (q) => {
      await lockMemberRow(q, memberId);
      const card = await checkedCard(q, memberId, input);
      // An edited card may point to another account: its cooling-off period starts again (changed_at).
      if (!(await updateBankCard(q, input.id, memberId, card, services.clock.now())))
        throw new AppError(Codes.NOT_FOUND, 'server.notFound');
      return `${card.bank_name} ${maskAccount(card.account_no)}`;
    });
    await notifyNewDestination(services, memberId, lan, account);
    return null;
  },
};

/** Real-name first (the engine offers to go there); then the holder must be the verified person. */
async function checkedCard(q: Queryable, memberId: string, input: CardRequest): Promise<BankCardInput> {
  const verified = await passedRealName(q, memberId);
  if (!verified) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
  const card = {
    bank_name: input.bank_name.trim(),
    account_no: input.account_no.trim(),
    account_name: normalizeName(input.account_name),
    iban: input.iban.replace(/\s+/g, '').toUpperCase(),
    branch: checkedBranch(input),
  };
  if (!card.bank_name) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'bank_name' });
  if (card.account_name.toLowerCase() !== verified.toLowerCase()) throw new AppError(Codes.RULE, 'server.accountNameMismatch');
  if (!isValidIban(card.iban)) throw new AppError(Codes.RULE, 'server.ibanInvalid');
  return card;
}

/** What bank_bind and bank_edit send: the card, and the branch's address with its map pin if any. */
type CardRequest = Omit<BankCardInput, 'branch'> & { branch_address?: string; branch_lat?: number; branch_lng?: number };

/**
 * The branch is optional; a pin needs both coordinates and an address to belong to (the address is
 * what the member confirmed: the pin only places it). A blank address is no branch.
 */
function checkedBranch(input: CardRequest): BankBranch | null {
  const address = (input.branch_address ?? '').trim();
  const pinned = input.branch_lat !== undefined || input.branch_lng !== undefined;
  if (address === '') {
    if (pinned) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'branch_address' });
    return null;
  }
  if (pinned && (input.branch_lat === undefined || input.branch_lng === undefined))
    throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: input.branch_lat === undefined ? 'branch_lat' : 'branch_lng' });
  return { address, lat: input.branch_lat ?? null, lng: input.branch_lng ?? null };
}

async function bankInfo(services: Services, memberId: string) {
  const rows = await bankCardsOf(services.db, memberId);
  return {
    max: services.config.maxBankCards,
    list: rows.map((r) => ({
      id: Number(r.id),
      bank_name: r.bank_name,
      account_no: maskAccount(r.account_no),
      account_name: r.account_name,
      iban: maskIban(r.iban),
      ...(r.branch_address === null ? {} : { branch_address: r.branch_address }),
      ...(r.branch_lat === null || r.branch_lng === null ? {} : { branch_lat: Number(r.branch_lat), branch_lng: Number(r.branch_lng) }),
      created_at: unixSeconds(r.created_at),
    })),
  };
}
