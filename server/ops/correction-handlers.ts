import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { decideCorrection, proposeCorrection } from '../ledger/corrections';
import { top10CorrectionGuard } from '../fund/correction-guard';
import { findIdByUid } from '../identity/members';
import { memberBill } from '../ledger/member-bill';
import { correctionQueue } from '../ledger/correction-queue';
import { writeAudit } from '../audit/audit';

/** The products' rules on correcting their entries (the ledger knows none itself). */
const GUARDS = [top10CorrectionGuard];

/** Staff corrections of the ledger (two people: one proposes, another decides); the rules live in server/ledger. */
export const opsCorrectionHandlers: HandlerMap = {
  'ops/member_bill': async ({ input }, services) => {
    const memberId = await findIdByUid(services.db, input.uid);
    if (memberId === undefined) throw new AppError(Codes.NOT_FOUND, 'server.uidNotFound');
    return memberBill(services.db, memberId, input);
  },

  'ops/corrections': async ({ input }, services) => correctionQueue(services.db, input),

  'ops/correction_propose': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const reason = input.reason.trim();
      if (reason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
      return once(async (q) => {
        const at = services.clock.now();
        const id = await proposeCorrection(q, { entryId: input.entry_id, reason, staffId: staff.staffId, at }, GUARDS);
        await writeAudit(q, {
          staffId: staff.staffId,
          action: 'correction.propose',
          subjectType: 'journal_entry',
          subjectId: String(input.entry_id),
          before: null,
          after: { correction: id, reason },
          at,
        });
        return { id, status: 'proposed' as const };
      });
    },
  },

  'ops/correction_decide': {
    replay: 'at-write',
    run: async ({ input, staff }, services, once) => {
      const decisionReason = (input.reason ?? '').trim();
      if (!input.approve && decisionReason === '') throw new AppError(Codes.RULE, 'server.reasonRequired');
      return once(async (q) => {
        const at = services.clock.now();
        const c = await decideCorrection(
          q,
          { id: input.id, approve: input.approve, reason: decisionReason, staffId: staff.staffId, at },
          GUARDS,
        );
        await writeAudit(q, {
          staffId: staff.staffId,
          action: input.approve ? 'correction.approve' : 'correction.refuse',
          subjectType: 'journal_entry',
          subjectId: c.entryId,
          before: { status: 'proposed', reason: c.reason },
          after: { status: c.status, reversal: c.reversal && Number(c.reversal), reason: decisionReason },
          at,
        });
        return { id: input.id, status: c.status };
      });
    },
  },
};
