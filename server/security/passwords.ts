import argon2 from 'argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@core/format/expandFormats';
import { AppError, Codes } from '../errors';

// OWASP's argon2id baseline (19 MiB, 2 passes) keeps a login well under 100 ms on one core.
const OWASP = { memoryCost: 19456, timeCost: 2 } as const;
/**
 * PASSWORD_HASH=test (set by vitest.config.ts): the smallest parameters argon2 takes, still argon2id.
 * The suites hash and verify thousands of passwords on two cores, 45 ms each at the baseline against
 * 1 ms; what they test is the code around the hash, not its cost. loadConfig refuses it in
 * production, and a hash records its own parameters, so a verify never mixes them up.
 */
const TEST_HASHING = process.env.PASSWORD_HASH === 'test';
const options = { type: argon2.argon2id, parallelism: 1, ...(TEST_HASHING ? { memoryCost: 1024, timeCost: 1 } : OWASP) } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so a wrong address costs as long as a wrong password.
let decoy: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, plain);
}

/**
 * Spec section 5: 8-32 characters (defs.json Password, the lengths the forms use too) including at
 * least 2 kinds of letters, symbols or numbers (the forms' password pattern; the two are compared on
 * the same inputs in tests/unit/tools/inputRules.test.ts).
 */
export function assertPasswordStrength(plain: string): void {
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(plain)).length;
  if (plain.length < PASSWORD_MIN_LENGTH || plain.length > PASSWORD_MAX_LENGTH || kinds < 2)
    throw new AppError(Codes.RULE, 'server.passwordWeak');
}
