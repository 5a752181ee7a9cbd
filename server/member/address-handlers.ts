import type { HandlerMap, Services } from '../services';
import { AppError, Codes } from '../errors';
import { emailTarget, maskAddress, phoneTarget } from '../identity/addresses';
import { checkCode, consumeCode } from '../identity/codes';
import { findById, findByLogin, isUniqueViolation, setEmail, setPhone } from '../identity/members';
import { confirmLoginPassword } from './reauth';
import { memberAddresses, notifyMember, type Recipient } from '../notify/member-notices';
import { holdUntilText } from '../security/payout-hold';

/** A member's contact addresses (mobile, email): moved with a code to the new one and the password. */
export const contactAddressHandlers: HandlerMap = {
  'member/mobile': async ({ input, caller, lan }, services) =>
    moveAddress(services, caller.memberId, lan, input.password, {
      kind: 'phone',
      areaCode: input.area_code,
      mobile: input.mobile.replace(/^0+/, ''),
      code: input.code,
    }),

  'member/email': async ({ input, caller, lan }, services) =>
    moveAddress(services, caller.memberId, lan, input.password, {
      kind: 'email',
      email: emailTarget(input.email),
      code: input.code,
      purpose: 'change_email',
    }),

  'member/member/email_bind': async ({ input, caller, lan }, services) =>
    moveAddress(services, caller.memberId, lan, input.password, {
      kind: 'email',
      email: emailTarget(input.email),
      code: input.code,
      purpose: 'bind_email',
    }),
};

type Change =
  | { kind: 'phone'; areaCode: string; mobile: string; code: string }
  | { kind: 'email'; email: string; code: string; purpose: 'change_email' | 'bind_email' };

/**
 * A new phone or email is proved by a code sent to it (member/sms_otp or member/mail_otp with the
 * matching purpose); it must not belong to another account, checked again under the unique index.
 * The session alone is not enough: the member gives the login password again, the address being
 * replaced (or, for a first email, the phone) is told, and withdrawals wait a cooling-off period.
 */
async function moveAddress(services: Services, memberId: string, lan: string | undefined, password: string, change: Change): Promise<null> {
  const member = await findById(services.db, memberId);
  if (!member) throw new AppError(Codes.SESSION_ENDED, 'server.sessionEnded');
  if (change.kind === 'email' && change.purpose === 'bind_email' && member.email)
    throw new AppError(Codes.CONFLICT, 'server.emailAlreadyBound');
  if (change.kind === 'email' && change.purpose === 'change_email' && !member.email) throw new AppError(Codes.RULE, 'server.noEmail');
  await confirmLoginPassword(services, member, password);
  const login =
    change.kind === 'phone'
      ? ({ kind: 'phone', areaCode: change.areaCode, mobile: change.mobile } as const)
      : ({ kind: 'email', email: change.email } as const);
  const owner = await findByLogin(services.db, login);
  if (owner) throw new AppError(Codes.CONFLICT, owner.id === member.id ? 'server.addressUnchanged' : 'server.addressInUse');
  const target = change.kind === 'phone' ? phoneTarget(change.areaCode, change.mobile) : change.email;
  const codeId = await checkCode(services, target, change.kind === 'phone' ? 'change_phone' : change.purpose, change.code);
  const now = services.clock.now();
  try {
    await services.db.tx(async (q) => {
      await consumeCode(q, codeId, now);
      if (change.kind === 'phone') await setPhone(q, member.id, change.areaCode, change.mobile, now);
      else await setEmail(q, member.id, change.email, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, 'server.addressInUse');
    throw err;
  }
  // The old addresses as they were before the change: the new one belongs to whoever asked for it.
  const before = memberAddresses(member);
  const told: Recipient[] =
    change.kind === 'phone'
      ? before.filter((r) => r.channel === 'sms')
      : change.purpose === 'change_email'
        ? before.filter((r) => r.channel === 'email')
        : before;
  const key =
    change.kind === 'phone'
      ? 'server.noticePhoneChanged'
      : change.purpose === 'change_email'
        ? 'server.noticeEmailChanged'
        : 'server.noticeEmailBound';
  await notifyMember(services, told.length ? told : before, lan, key, { to: maskAddress(target), until: holdUntilText(services, now) });
  return null;
}
