import type { HandlerMap, Services } from '../services';
import { AppError, Codes } from '../errors';
import { emailTarget, loginOf, maskAddress, maskName, phoneTarget, targetOf } from '../identity/addresses';
import { checkCode, consumeCode, sendCode } from '../identity/codes';
import { findById, findByInviteCode, requireMember, findByLogin, insertMember, isUniqueViolation } from '../identity/members';
import { createSession, revokeSession } from '../identity/sessions';
import { login } from './login';
import { searchCountries } from './countries';
import { refreshStars, uplinesOf } from '../team/stars';
import { assertPasswordStrength, hashPassword } from '../security/passwords';
import { unixSeconds } from '../clock';
import { recordAcceptance, registrationVersions } from '../documents/acceptances';
import { hitWindow } from '../security/rate-window';
import { assertMayTry, recordFailure, recordSuccess } from '../security/login-throttle';

export const memberHandlers: HandlerMap = {
  'member/reg_conf': async (_ctx, { config }) => ({
    methods: ['email', 'phone'],
    invite_required: config.inviteRequired,
    code_length: 6,
    resend_seconds: config.codeResendSeconds,
    password_min: 8,
    password_max: 32,
  }),

  'member/country': async ({ input, lan }) => ({ list: searchCountries(lan, input.keyword ?? '') }),

  'member/sms_otp': async ({ input, ip, lan }, services) => {
    const deliver = await assertAddressFits(
      services,
      { kind: 'phone', areaCode: input.area_code, mobile: input.mobile.replace(/^0+/, '') },
      input.purpose,
      ip,
    );
    return sendCode(services, {
      target: phoneTarget(input.area_code, input.mobile),
      channel: 'sms',
      purpose: input.purpose,
      ip,
      lan,
      deliver,
    });
  },

  'member/mail_otp': async ({ input, ip, lan }, services) => {
    const deliver = await assertAddressFits(services, { kind: 'email', email: emailTarget(input.email) }, input.purpose, ip);
    return sendCode(services, { target: emailTarget(input.email), channel: 'email', purpose: input.purpose, ip, lan, deliver });
  },

  'users/cell_code': async ({ input, caller, ip, lan }, services) => {
    const member = await findById(services.db, caller.memberId);
    const channel = input.channel ?? (member?.mobile ? 'phone' : 'email');
    const target =
      channel === 'phone'
        ? member?.mobile && member.area_code
          ? phoneTarget(member.area_code, member.mobile)
          : undefined
        : (member?.email ?? undefined);
    if (!target) throw new AppError(Codes.RULE, channel === 'phone' ? 'server.noPhone' : 'server.noEmail');
    const sent = await sendCode(services, { target, channel: channel === 'phone' ? 'sms' : 'email', purpose: input.purpose, ip, lan });
    return { ...sent, to: maskAddress(target) };
  },

  'member/otp_check': async ({ input }, services) => {
    const target = input.type === 'email' ? emailTarget(input.account) : phoneTarget(input.area_code ?? '', input.account);
    if (input.type === 'phone' && !input.area_code) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'area_code' });
    await checkCode(services, target, input.purpose, input.code);
    return { valid: true };
  },

  'member/invite_check': async ({ input }, services) => {
    const inviter = await findByInviteCode(services.db, input.invite_code);
    if (!inviter) throw new AppError(Codes.RULE, 'server.inviteInvalid');
    return { valid: true, inviter: maskName(inviter.nickname) };
  },

  'member/register': async ({ input, ip }, services) => {
    const address = loginOf(input);
    assertPasswordStrength(input.password);
    if (services.config.inviteRequired && !input.invite_code) throw new AppError(Codes.RULE, 'server.inviteRequired');
    const inviter = input.invite_code ? await findByInviteCode(services.db, input.invite_code) : undefined;
    if (input.invite_code && !inviter) throw new AppError(Codes.RULE, 'server.inviteInvalid');
    // The code first: without one for this address, the reply cannot tell whether it is registered.
    const codeId = await checkCode(services, targetOf(address), 'register', input.code);
    // The versions the screen showed must still be the current ones: a member never accepts a text they did not see.
    const accepting = await registrationVersions(services.db, { agreement: input.agreement_version, privacy: input.privacy_version });
    if (await findByLogin(services.db, address)) throw new AppError(Codes.CONFLICT, 'server.accountExists');
    const passwordHash = await hashPassword(input.password);
    const now = services.clock.now();
    try {
      return await services.db.tx(async (q) => {
        await consumeCode(q, codeId, now);
        const member = await insertMember(q, { login: address, passwordHash, inviterId: inviter?.id ?? null, now });
        // The team above changed: the inviter's and the inviter's inviter's star levels follow it.
        if (inviter) for (const upline of await uplinesOf(q, member.id)) await refreshStars(q, upline.memberId, now);
        for (const [key, version] of accepting)
          await recordAcceptance(q, { memberId: member.id, key, version, context: 'registration', ip, at: now });
        const session = await createSession(q, services, member.id, ip);
        return { token: session.token, uid: member.uid, expires_at: unixSeconds(session.expiresAt) };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, 'server.accountExists');
      throw err;
    }
  },

  'member/login': async ({ input, ip }, services) => login(services, loginOf(input), input.password, ip),

  // Throttled like password sign-in; an unknown address fails exactly as a wrong code does (its
  // codes were never delivered), so the reply does not tell whether the address is registered.
  'member/email_login': async ({ input, ip }, services) => {
    const target = emailTarget(input.email);
    const key = { scope: 'login' as const, account: target, ip };
    await assertMayTry(services, key);
    const codeId = await checkCode(services, target, 'login', input.code).catch(async (err: unknown) => {
      throw err instanceof AppError && err.code === Codes.RULE ? await recordFailure(services, key, err) : err;
    });
    const member = await findByLogin(services.db, { kind: 'email', email: target });
    if (!member) throw new AppError(Codes.RULE, 'server.codeInvalid');
    await recordSuccess(services, key);
    return services.db.tx(async (q) => {
      await consumeCode(q, codeId, services.clock.now());
      const session = await createSession(q, services, member.id, ip);
      return { token: session.token, uid: member.uid, expires_at: unixSeconds(session.expiresAt) };
    });
  },

  'member/info': async ({ caller }, services) => {
    const m = await requireMember(services.db, caller.memberId);
    return {
      uid: m.uid,
      nickname: m.nickname,
      introduction: m.introduction,
      head_img: m.head_img,
      email: m.email ?? '',
      mobile: m.mobile ?? '',
      area_code: m.area_code ?? '',
      vip_level: m.vip_level,
      stars: m.stars,
      invite_code: m.invite_code,
      realname_status: m.realname_status,
      pay_password_set: Boolean(m.pay_password_hash),
      nickname_changed: m.nickname_changed,
      introduction_changed: m.introduction_changed,
      created_at: unixSeconds(m.created_at),
    };
  },

  'member/logout': async ({ caller }, services) => {
    await revokeSession(services, caller.sessionId);
    return null;
  },
};

/**
 * Codes for registration or a new address go only to unused addresses (those flows must say "already
 * registered", so the question is rate-limited per client address); codes for signing in or a
 * forgotten password answer the same for unknown addresses but are not delivered (no enumeration).
 * Answers whether to deliver.
 */
async function assertAddressFits(
  services: Services,
  login: Parameters<typeof findByLogin>[1],
  purpose: string,
  ip: string,
): Promise<boolean> {
  const probes = await hitWindow(services.db, `probe:ip:${ip}`, 3600, services.clock.now());
  if (probes.hits > services.config.limits.codesPerAddressHour) throw new AppError(Codes.RATE_LIMITED, 'server.codeHourly');
  const exists = Boolean(await findByLogin(services.db, login));
  if (purpose === 'register' && exists) throw new AppError(Codes.CONFLICT, 'server.accountExists');
  if ((purpose === 'change_phone' || purpose === 'change_email' || purpose === 'bind_email') && exists)
    throw new AppError(Codes.CONFLICT, 'server.addressInUse');
  return exists || !(purpose === 'login' || purpose === 'forget_pwd');
}
