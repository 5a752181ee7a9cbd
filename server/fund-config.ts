import { Decimal } from './ledger/money';

/** The Top 10 fund's settings (TOP10_*). */
export interface FundConfig {
  /**
   * The highest expected annualized return (daily rate x 365) a product may carry, as a ratio
   * (TOP10_ANNUAL_RATE_CAP, default 0.08 = 8% a year). A fixed rate far above what deposits and
   * bonds pay reads as a warning sign to anyone who knows real brokers, so staff cannot create one.
   */
  annualRateCap: string;
}

/** The most TOP10_ANNUAL_RATE_CAP may be: the database's highest daily rate (0.01) for a year. */
const CAP_CEILING = new Decimal('3.65');

export function loadFundConfig(env: NodeJS.ProcessEnv): FundConfig {
  const raw = env.TOP10_ANNUAL_RATE_CAP;
  if (raw === undefined || raw === '') return { annualRateCap: '0.08' };
  let cap: Decimal;
  try {
    cap = new Decimal(raw.trim());
  } catch {
    throw new Error(`TOP10_ANNUAL_RATE_CAP must be a ratio such as 0.08, got ${raw}`);
  }
  if (!cap.isFinite() || cap.lte(0) || cap.gt(CAP_CEILING))
    throw new Error(`TOP10_ANNUAL_RATE_CAP must be a ratio above 0 and at most ${CAP_CEILING.toFixed()}, got ${raw}`);
  return { annualRateCap: cap.toFixed() };
}

/** The highest daily rate a product may carry under the cap: cap / 365, to the 8 places the database keeps, rounded down. */
export function dailyRateCap(config: FundConfig): Decimal {
  return new Decimal(config.annualRateCap).div(365).toDecimalPlaces(8, Decimal.ROUND_DOWN);
}
