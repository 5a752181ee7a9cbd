import type { MessageKey } from '../generated/messageKeys';
import { AppError, Codes } from '../errors';

export type IdType = 'id_card' | 'driver_license' | 'passport';

/**
 * What each ID type allows once separators are left out: Latin letters and digits only (national
 * ID cards carry letters too, e.g. a check letter X; driver's licences mix them; ICAO passports
 * use A-Z and 0-9), within a length a real document of that type has. Anything else (a Hangul
 * syllable, '#', an emoji) is refused with the rule in the message, rather than silently dropped,
 * which would let two different inputs mean one number.
 */
export const documentRules: Record<IdType, { min: number; max: number; message: MessageKey }> = {
  id_card: { min: 5, max: 20, message: 'server.documentNumberIdCard' },
  driver_license: { min: 5, max: 20, message: 'server.documentNumberDriverLicense' },
  passport: { min: 6, max: 12, message: 'server.documentNumberPassport' },
};

/** Spaces (any Unicode space), dashes, dots and slashes: how people group a number, never part of it. */
const SEPARATORS = /[\s./-]/gu;

/**
 * The number as compared and stored: NFKC (full-width digits and letters become ASCII), upper
 * case, separators out. server/db/migrations/010_integrity.sql computes the same for old rows.
 */
export function normalizeDocumentNumber(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(SEPARATORS, '');
}

/** The normalised number, or a 422 that says what this ID type allows. */
export function documentNumberFor(idType: IdType, raw: string): string {
  const n = normalizeDocumentNumber(raw);
  const { min, max, message } = documentRules[idType];
  if (!/^[A-Z0-9]+$/.test(n) || n.length < min || n.length > max) throw new AppError(Codes.RULE, message, { min, max });
  return n;
}
