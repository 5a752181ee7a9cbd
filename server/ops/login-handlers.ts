import crypto from 'node:crypto';
import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { checkCode, consumeCode, sendCode } from '../identity/codes';
import { maskAddress } from '../identity/addresses';
import { burnPasswordCheck, verifyPassword } from '../security/passwords';
import { hitWindow } from '../security/rate-window';
import { assertMayTry, recordFailure, recordSuccess } from '../security/login-throttle';
import { createStaffSession, revokeStaffSession } from '../staff/sessions';
import { findStaffByEmail, staffEmail } from '../staff/accounts';
import { challengeOfActiveStaff, insertStaffChallenge, useStaffChallenge } from '../staff/challenges';
import { parseRoles } from '../staff/roles';

export const opsLoginHandlers: HandlerMap = {
  // Step 1: the password, throttled like member sign-in; a right one sends a code to the staff email.
  'ops/login': async ({ input, ip, lan }, services) => {
    const { db, clock, config } = services;
    const { limits } = config;
    const now = clock.now();
    const perClient = await hitWindow(db, `ops:ip:${ip}`, 900, now);
    if (perClient.hits > limits.loginPerAddress)
      throw new AppError(Codes.RATE_LIMITED, 'server.rateLimited', { seconds: perClient.retryAfter });
    const email = input.email.trim().toLowerCase();
    // Throttled per (account, address) with an account-wide guard, never a lock of the account: an
    // administrator signs in with the right password (and the emailed code) from an address that has
    // not been failing, however many guesses others make.
    const key = { scope: 'ops' as const, account: email, ip };
    await assertMayTry(services, key);
    const staff = await findStaffByEmail(services, email);
    const ok =
      staff && !staff.disabled_at
        ? await verifyPassword(staff.password_hash, input.password)
        : (await burnPasswordCheck(input.password), false);
    if (!staff || !ok) throw await recordFailure(services, key, new AppError(Codes.RULE, 'server.badCredentials'));
    await recordSuccess(services, key);
    await sendCode(services, { target: staff.email, channel: 'email', purpose: 'staff_login', ip, lan });
    const challenge = crypto.randomBytes(24).toString('base64url');
    await insertStaffChallenge(db, {
      id: challenge,
      staffId: staff.id,
      at: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    });
    return { challenge, to: maskAddress(staff.email), expires_seconds: CHALLENGE_SECONDS };
  },

  // Step 2: the one-time code for that challenge; each challenge and each code works once.
  'ops/login_verify': async ({ input }, services) => {
    const { db, clock } = services;
    const now = clock.now();
    const challenge = await challengeOfActiveStaff(db, input.challenge);
    if (!challenge || challenge.used_at || new Date(challenge.expires_at).getTime() <= now.getTime())
      throw new AppError(Codes.RULE, 'server.challengeInvalid');
    const codeId = await checkCode(services, challenge.email, 'staff_login', input.code);
    return db.tx(async (q) => {
      await consumeCode(q, codeId, now);
      if (!(await useStaffChallenge(q, input.challenge, now))) throw new AppError(Codes.RULE, 'server.challengeInvalid');
      const session = await createStaffSession(q, services, challenge.staff_id);
      return {
        token: session.token,
        name: challenge.name,
        roles: parseRoles(challenge.roles),
        expires_at: Math.floor(session.expiresAt.getTime() / 1000),
        // The sign-in screen goes to the password screen: nothing else opens until it is changed.
        must_change_password: Boolean(challenge.must_change_password),
      };
    });
  },

  'ops/me': async ({ staff }, services) => {
    return { name: staff.name, email: (await staffEmail(services.db, staff.staffId))!.email, roles: staff.roles };
  },

  'ops/logout': async ({ staff }, services) => {
    await revokeStaffSession(services.db, staff.sessionId, services.clock.now());
    return null;
  },
};

const CHALLENGE_SECONDS = 600;
