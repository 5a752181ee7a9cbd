import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { passedRealName } from '../kyc/verifications';
import { normalizeName } from '../kyc/submit';
import { isUniqueViolation } from '../identity/members';
import { findUpload } from '../uploads/store';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { newOrderNo } from '../db/order-no';
import { isDemoTarget } from '../money-config';
import { TX_HASH_INDEX, VOUCHER_IMAGE_INDEX, assertProofsUnused, txHashFor } from './deposit-proofs';
import { depositPage, insertDeposit } from './deposits';

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
          const written = await insertDeposit(q, {
            memberId,
            orderNo: await newOrderNo(q, 'D', now),
            currencyType: input.currency_type,
            currency: receiving.currency,
            protocol: receiving.protocol,
            recId: input.rec_id,
            recTarget: receiving.target,
            amount: amount.toFixed(),
            voucherKey: input.voucher,
            voucherSha256: voucher.sha256,
            txHash,
            depositorName: verified,
            at: now,
          });
          return { id: Number(written.id), order_no: written.order_no, status: 'review' as const };
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
    const { rows, ...paging } = await depositPage(services.db, caller.memberId, input.status ?? null, input);
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
