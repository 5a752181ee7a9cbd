import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { passedRealName } from '../kyc/verifications';
import { normalizeName } from '../kyc/submit';
import { isUniqueViolation } from '../identity/members';
import { findUpload } from '../uploads/store';
import { Decimal, moneyText } from '../ledger/money';
import { queryPage } from '../db/paging';
import { unixSeconds } from '../clock';
import { newOrderNo } from '../db/order-no';
import { isDemoTarget } from '../money-config';
import { TX_HASH_INDEX, VOUCHER_IMAGE_INDEX, assertProofsUnused, txHashFor } from './deposit-proofs';
import type { ReviewStatus as Status } from './review-decision';

export const depositHandlers: HandlerMap = {
  'wallet/deposit': {
    // The checks read the member's state (verification, vouchers); a retry hears what happened.
    replay: 'first',
    run: async ({ input, caller }, services, once) => {
      const memberId = caller.memberId;
      const money = services.config.money;
      const verified = await passedRealName(services.db, memberId);
      if (!verified) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
      if (normalizeName(input.depositor_name).toLowerCase() !== verified.toLowerCase())
        throw new AppError(Codes.RULE, 'server.depositorNameMismatch');
      const amount = new Decimal(input.amount);
      if (amount.lt(money.depositMin) || amount.gt(money.depositMax)) {
        throw new AppError(Codes.RULE, 'server.depositAmountRange', { min: moneyText(money.depositMin), max: moneyText(money.depositMax) });
      }
      const receiving =
        input.currency_type === 'virtual'
          ? money.receiving.digital
              .filter((d) => d.id === input.rec_id)
              .map((d) => ({ currency: money.currency, protocol: d.protocol as string | null, target: `${d.protocol} ${d.address}` }))[0]
          : money.receiving.accounts
              .filter((a) => a.id === input.rec_id)
              .map((a) => ({ currency: a.currency, protocol: null, target: `${a.bank_name} ${a.account_no}` }))[0];
      if (!receiving) throw new AppError(Codes.NOT_FOUND, 'server.receivingNotFound');
      // A bank transfer has no transaction hash; one sent with it is not kept.
      const txHash = receiving.protocol === 'TRC20' || receiving.protocol === 'ERC20' ? txHashFor(receiving.protocol, input.tx_hash) : null;
      const voucher = await findUpload(services, input.voucher);
      if (!voucher || voucher.member_id !== memberId || voucher.purpose !== 'deposit_voucher')
        throw new AppError(Codes.RULE, 'server.voucherInvalid');
      try {
        return await once(async (q) => {
          await assertProofsUnused(q, voucher.sha256, txHash);
          const now = services.clock.now();
          const { rows } = await q.query<{ id: string; order_no: string }>(
            `INSERT INTO deposits (member_id, order_no, currency_type, currency, protocol, rec_id, rec_target, amount, voucher_key, voucher_sha256, tx_hash, depositor_name, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'review', $13) RETURNING id::text AS id, order_no`,
            [
              memberId,
              await newOrderNo(q, 'D', now),
              input.currency_type,
              receiving.currency,
              receiving.protocol,
              input.rec_id,
              receiving.target,
              amount.toFixed(),
              input.voucher,
              voucher.sha256,
              txHash,
              verified,
              now,
            ],
          );
          return { id: Number(rows[0]!.id), order_no: rows[0]!.order_no, status: 'review' as const };
        });
      } catch (err) {
        // Two deposits with one image or one transaction at the same moment: the unique index decides.
        if (isUniqueViolation(err, VOUCHER_IMAGE_INDEX)) throw new AppError(Codes.CONFLICT, 'server.voucherImageUsed');
        if (isUniqueViolation(err, TX_HASH_INDEX)) throw new AppError(Codes.CONFLICT, 'server.txHashUsed');
        if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, 'server.voucherUsed');
        throw err;
      }
    },
  },

  'wallet/deposits': async ({ input, caller }, services) => {
    const params = [caller.memberId, input.status ?? null];
    const { rows, ...paging } = await queryPage<{
      id: string;
      order_no: string;
      currency_type: 'virtual' | 'legal';
      currency: string;
      protocol: 'TRC20' | 'ERC20' | null;
      rec_target: string;
      amount: string;
      voucher_key: string;
      depositor_name: string;
      status: Status;
      reason: string;
      created_at: Date;
    }>(
      services.db,
      {
        rows: `SELECT id::text AS id, order_no, currency_type, currency, protocol, rec_target, amount::text AS amount, voucher_key, depositor_name, status, reason, created_at
         FROM deposits WHERE member_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC`,
        count: 'SELECT count(*)::text AS n FROM deposits WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)',
      },
      params,
      input,
    );
    return {
      ...paging,
      list: rows.map(({ voucher_key, ...r }) => ({
        ...r,
        id: Number(r.id),
        amount: moneyText(r.amount),
        voucher: `/api/files/${voucher_key}`,
        rec_demo: isDemoTarget(r.rec_target),
        created_at: unixSeconds(r.created_at),
      })),
    };
  },
};
