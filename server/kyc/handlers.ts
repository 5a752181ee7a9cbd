import type { HandlerMap } from '../services';
import { submitVerification } from './submit';
import { verificationOf } from './verifications';
import { unixSecondsOrNull } from '../clock';

export const kycHandlers: HandlerMap = {
  'member/verify.post': async ({ input, caller }, services) => submitVerification(services, caller.memberId, input, 'new'),

  'member/verify.put': async ({ input, caller }, services) => submitVerification(services, caller.memberId, input, 'resubmit'),

  'member/verify.get': async ({ caller }, services) => {
    const v = await verificationOf(services.db, caller.memberId);
    if (!v) {
      return {
        status: 'none',
        real_name: '',
        id_type: null,
        id_number: '',
        front_img: '',
        back_img: '',
        reason: '',
        submitted_at: null,
        reviewed_at: null,
      };
    }
    return {
      status: v.status,
      real_name: v.real_name,
      id_type: v.id_type,
      id_number: maskDocument(v.id_number),
      front_img: `/api/files/${v.front_key}`,
      back_img: `/api/files/${v.back_key}`,
      reason: v.reason,
      submitted_at: unixSecondsOrNull(v.submitted_at),
      reviewed_at: unixSecondsOrNull(v.reviewed_at),
    };
  },
};

/** Only the last four characters of a document number ever leave the server. */
export function maskDocument(idNumber: string): string {
  return idNumber.length <= 4 ? '*'.repeat(idNumber.length) : `${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`;
}
