import type { Services } from '../services';

/** Journal entry types a member's records show; each is named in locales/<code>/server.json as server.bill.<type>. */
export const BILL_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'uid_transfer',
  'exchange',
  'correction',
  'etf_buy',
  'etf_sell',
  'block_buy',
  'follow_buy',
  'follow_settle',
  'top10_buy',
  'top10_income',
  'top10_settle',
  'team_reward',
] as const;
export type BillType = (typeof BILL_TYPES)[number];

export function billTypeList(services: Services, lan: string | undefined): { type: string; name: string }[] {
  return BILL_TYPES.map((type) => ({ type, name: billTitle(services, lan, type) }));
}

function isBillType(type: string): type is BillType {
  return (BILL_TYPES as readonly string[]).includes(type);
}

export function billTitle(services: Services, lan: string | undefined, type: string): string {
  // A BILL_TYPES entry without its server.bill.<type> text does not compile.
  return isBillType(type) ? services.messages(lan, `server.bill.${type}`) : type;
}
