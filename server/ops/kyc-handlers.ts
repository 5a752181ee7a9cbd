import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { decideVerification } from '../kyc/decide';
import { kycQueue, kycReview } from '../kyc/review-queue';
import { findIdByUid } from '../identity/members';

/** The KYC reviewers' calls: the queue, one file and the decision, all kept in server/kyc. */
export const opsKycHandlers: HandlerMap = {
  'ops/kyc_list': async ({ input }, services) => kycQueue(services.db, input),

  'ops/kyc_detail': async ({ input }, services) => kycReview(services.db, input),

  'ops/kyc_decide': async ({ input, staff }, services) => {
    const memberId = await findIdByUid(services.db, input.uid);
    if (memberId === undefined) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    const decision = input.approve ? ({ approve: true } as const) : ({ approve: false, reason: input.reason ?? '' } as const);
    const { after } = await decideVerification(services, memberId, decision, staff.staffId);
    return { status: after.status as 'passed' | 'failed' };
  },
};
