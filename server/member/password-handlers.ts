import type { HandlerMap, Services } from '../services';
import { AppError, Codes } from '../errors';
import { emailTarget, loginOf, phoneTarget, targetOf } from '../identity/addresses';
import { checkCode, consumeCode, newestCodeTarget, type Purpose } from '../identity/codes';
import { findByLogin, requireMember, setPasswordHash, setPayPasswordHash, type MemberRow } from '../identity/members';
import { revokeMemberSessions } from '../identity/sessions';
import { holdUntilText } from '../security/payout-hold';
import { assertPasswordStrength, hashPassword, verifyPassword } from '../security/passwords';
import { clearPayFailures } from '../security/pay-password';
import { lockMemberTrade } from '../security/trade-unlock';
import { confirmLoginPassword, loginOfMember } from './reauth';
import { memberAddresses, notifyMember } from '../notify/member-notices';
import { clearAccountFailures } from '../security/login-throttle';

export const passwordHandlers: HandlerMap = {
  'member/fpwd_otp_check': async ({ input }, services) => {
    if (input.type === 'phone' && !input.area_code) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'area_code' });
    const target = input.type === 'email' ? emailTarget(input.account) : phoneTarget(input.area_code!, input.account);
    await checkCode(services, target, 'forget_pwd', input.code);
    return { valid: true };
  },

  'member/forget_pwd': async ({ input }, services) => {
    const address = loginOf(input);
    assertPasswordStrength(input.password);
    // The code first: an unknown address has no delivered code, so it fails as a wrong code does.
    const codeId = await checkCode(services, targetOf(address), 'forget_pwd', input.code);
    const member = await findByLogin(services.db, address);
    if (!member) throw new AppError(Codes.RULE, 'server.codeInvalid');
    return replacePassword(services, member, input.password, codeId);
  },

  'member/set_password': async ({ input, caller }, services) => {
    const member = await requireMember(services.db, caller.memberId);
    await confirmLoginPassword(services, member, input.old_password);
    return replacePassword(services, member, input.password, null, caller.sessionId);
  },

  'users/resetpwd': async ({ input, caller }, services) => {
    const member = await requireMember(services.db, caller.memberId);
    assertPasswordStrength(input.password);
    const codeId = await checkCode(services, await ownCodeTarget(services, member, 'security'), 'security', input.code);
    return replacePassword(services, member, input.password, codeId, caller.sessionId);
  },

  'member/set_payment_code': async ({ input, caller, lan }, services) => {
    const member = await requireMember(services.db, caller.memberId);
    const codeId = await checkCode(services, await ownCodeTarget(services, member, 'pay_password'), 'pay_password', input.code);
    const hash = await hashPassword(input.pay_password);
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      await consumeCode(q, codeId, now);
      // A new payment password starts the withdrawal cooling-off period (server/security/payout-hold.ts).
      await setPayPasswordHash(q, member.id, hash, now);
      await lockMemberTrade(q, member.id);
    });
    await clearPayFailures(services, member.id);
    await notifyMember(services, memberAddresses(member), lan, 'server.noticePayPassword', { until: holdUntilText(services, now) });
    return null;
  },
};

/** Which of the member's own addresses got the newest code (users/cell_code lets the member choose). */
async function ownCodeTarget(services: Services, member: MemberRow, purpose: Purpose): Promise<string> {
  const own = [member.mobile && member.area_code ? phoneTarget(member.area_code, member.mobile) : null, member.email].filter(
    (t): t is string => Boolean(t),
  );
  return (await newestCodeTarget(services.db, own, purpose)) ?? own[0]!;
}

/** Sets a new login password and ends every session but the one in use (none for a reset). */
async function replacePassword(
  services: Services,
  member: MemberRow,
  password: string,
  codeId: string | null,
  keepSessionId?: string,
): Promise<null> {
  assertPasswordStrength(password);
  if (await verifyPassword(member.password_hash, password)) throw new AppError(Codes.RULE, 'server.passwordSame');
  const hash = await hashPassword(password);
  const now = services.clock.now();
  await services.db.tx(async (q) => {
    if (codeId) await consumeCode(q, codeId, now);
    await setPasswordHash(q, member.id, hash);
    await revokeMemberSessions(q, member.id, now, keepSessionId);
    await lockMemberTrade(q, member.id);
  });
  // A member who proved control of the address is no longer locked out of signing in.
  await clearAccountFailures(services.db, 'login', targetOf(loginOfMember(member)));
  return null;
}
