import type { HandlerMap, Services } from '../services';
import { AppError, Codes } from '../http/errors';
import { emailTarget, phoneTarget } from './addresses';
import { checkCode, consumeCode } from './codes';
import { findById, findByLogin, isUniqueViolation } from './members';

/**
 * A new phone or email is proved by a code sent to it (member/sms_otp or member/mail_otp with the
 * matching purpose); it must not belong to another account, checked again under the unique index.
 */
async function moveAddress(
  services: Services,
  memberId: string,
  change: { kind: 'phone'; areaCode: string; mobile: string; code: string } | { kind: 'email'; email: string; code: string; purpose: 'change_email' | 'bind_email' },
): Promise<null> {
  const member = await findById(services.db, memberId);
  if (!member) throw new AppError(Codes.SESSION_ENDED, 'server.sessionEnded');
  if (change.kind === 'email' && change.purpose === 'bind_email' && member.email) throw new AppError(Codes.CONFLICT, 'server.emailAlreadyBound');
  if (change.kind === 'email' && change.purpose === 'change_email' && !member.email) throw new AppError(Codes.RULE, 'server.noEmail');
  const login = change.kind === 'phone' ? ({ kind: 'phone', areaCode: change.areaCode, mobile: change.mobile } as const) : ({ kind: 'email', email: change.email } as const);
  const owner = await findByLogin(services.db, login);
  if (owner) throw new AppError(Codes.CONFLICT, owner.id === member.id ? 'server.addressUnchanged' : 'server.addressInUse');
  const target = change.kind === 'phone' ? phoneTarget(change.areaCode, change.mobile) : change.email;
  const codeId = await checkCode(services, target, change.kind === 'phone' ? 'change_phone' : change.purpose, change.code);
  try {
    await services.db.tx(async (q) => {
      await consumeCode(q, codeId, services.clock.now());
      if (change.kind === 'phone') await q.query('UPDATE members SET area_code = $2, mobile = $3 WHERE id = $1', [member.id, change.areaCode, change.mobile]);
      else await q.query('UPDATE members SET email = $2 WHERE id = $1', [member.id, change.email]);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, 'server.addressInUse');
    throw err;
  }
  return null;
}

export const addressHandlers: HandlerMap = {
  'member/mobile': async ({ input, caller }, services) =>
    moveAddress(services, caller!.memberId, { kind: 'phone', areaCode: input.area_code, mobile: input.mobile.replace(/^0+/, ''), code: input.code }),

  'member/email': async ({ input, caller }, services) =>
    moveAddress(services, caller!.memberId, { kind: 'email', email: emailTarget(input.email), code: input.code, purpose: 'change_email' }),

  'member/member/email_bind': async ({ input, caller }, services) =>
    moveAddress(services, caller!.memberId, { kind: 'email', email: emailTarget(input.email), code: input.code, purpose: 'bind_email' }),
};
