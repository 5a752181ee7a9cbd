import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { moneyText } from '../ledger/money';
import { depositQueue } from '../wallet/deposit-queue';
import { withdrawQueue } from '../wallet/withdraw-queue';
import { decideDeposit } from '../wallet/deposit-decide';
import { assertReviewOpen, decideWithdrawal } from '../wallet/withdraw-decide';
import { writeAudit } from '../audit/audit';

/** The finance team's review of deposits and withdrawals; the decisions themselves live in server/wallet. */
export const opsFinanceHandlers: HandlerMap = {
  'ops/deposits': async ({ input }, services) => depositQueue(services.db, input),

  'ops/deposit_decide': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const reason = refusalReason(input);
      return once(async (q) => {
        const at = services.clock.now();
        const d = await decideDeposit(q, { id: input.id, approve: input.approve, reason, staffId: staff.staffId, at });
        await writeAudit(q, {
          staffId: staff.staffId,
          action: input.approve ? 'deposit.approve' : 'deposit.refuse',
          subjectType: 'deposit',
          subjectId: String(input.id),
          before: { status: 'review' },
          after: { status: d.status, reason, amount: moneyText(d.amount), currency: d.currency },
          at,
        });
        return { id: input.id, status: d.status };
      });
    },
  },

  'ops/withdraws': async ({ input }, services) =>
    withdrawQueue(services.db, input, services.config.money.reviewHours, services.clock.now()),

  'ops/withdraw_decide': {
    // Review hours may have closed since the first decision; its retry hears what happened.
    replay: 'first',
    run: async ({ input, staff }, services, once) => {
      const reason = refusalReason(input);
      assertReviewOpen(services.config.money.reviewHours, services.clock.now());
      return once(async (q) => {
        const at = services.clock.now();
        const w = await decideWithdrawal(q, { id: input.id, approve: input.approve, reason, staffId: staff.staffId, at });
        await writeAudit(q, {
          staffId: staff.staffId,
          action: input.approve ? 'withdrawal.approve' : 'withdrawal.refuse',
          subjectType: 'withdrawal',
          subjectId: String(input.id),
          before: { status: 'review' },
          after: { status: w.status, reason, amount: moneyText(w.amount), currency: w.currency },
          at,
        });
        return { id: input.id, status: w.status };
      });
    },
  },
};

function refusalReason(input: { approve: boolean; reason?: string }): string {
  const reason = (input.reason ?? '').trim();
  if (!input.approve && reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
  return input.approve ? '' : reason;
}
