import { AppError, Codes } from '../errors';

/** The one spelling of an address used for lookups, codes and rate limits. */
export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneTarget(areaCode: string, mobile: string): string {
  return `+${areaCode}${mobile.replace(/^0+/, '')}`;
}

export type Login = { kind: 'email'; email: string } | { kind: 'phone'; areaCode: string; mobile: string };

/** Picks the address a register or login request names, by its declared type. */
export function loginOf(input: { type: 'email' | 'phone'; email?: string; area_code?: string; mobile?: string }): Login {
  if (input.type === 'email') {
    if (!input.email) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'email' });
    return { kind: 'email', email: emailTarget(input.email) };
  }
  if (!input.mobile) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'mobile' });
  if (!input.area_code) throw new AppError(Codes.BAD_REQUEST, 'server.missingField', { field: 'area_code' });
  return { kind: 'phone', areaCode: input.area_code, mobile: input.mobile.replace(/^0+/, '') };
}

export function targetOf(login: Login): string {
  return login.kind === 'email' ? login.email : phoneTarget(login.areaCode, login.mobile);
}

/** For showing someone else's name: first and last character kept. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars[chars.length - 1]}`;
}

export function maskAddress(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) return `${target.slice(0, Math.min(2, at))}***${target.slice(at)}`;
  return `${target.slice(0, 4)}****${target.slice(-3)}`;
}
