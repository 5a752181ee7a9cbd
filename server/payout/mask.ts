/** Account numbers show their last four characters; IBANs their country, check digits and last four. */
export function maskAccount(value: string): string {
  return value.length <= 4 ? value : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)}${'*'.repeat(iban.length - 8)}${iban.slice(-4)}`;
}
