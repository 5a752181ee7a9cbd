/** Account numbers show their last four characters; IBANs their country, check digits and last four. */
export function maskAccount(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)}${'*'.repeat(iban.length - 8)}${iban.slice(-4)}`;
}

/** A wallet address as lists show it: enough of both ends to recognise, not to copy. */
export function maskUsdtAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}****${address.slice(-4)}`;
}

/** A nickname shown to someone else (UID transfer confirmation): first and last character. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars.join('')}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 4))}${chars[chars.length - 1]}`;
}
