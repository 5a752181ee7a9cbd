import Decimal from 'decimal.js';
import { isEthereumAddress } from './chain/ethereum-address';
import { isTronAddress } from './chain/tron-address';

export type Protocol = 'TRC20' | 'ERC20';

export interface ReviewHours {
  /** "HH:MM" local time in `timezone`; end "24:00" means until midnight. */
  start: string;
  end: string;
  timezone: string;
}

/** Everything about money that operations set per deployment; published to members by wallet/conf. */
export interface MoneyConfig {
  /** The platform's own currency: every account holds it; the asset account also holds legalCurrency. */
  currency: 'USDT';
  legalCurrency: string;
  depositMin: string;
  depositMax: string;
  withdrawMin: string;
  withdrawMax: string;
  /** Flat withdrawal fees, deducted from the amount: per USDT protocol, and for a bank card (legal currency). */
  fees: { TRC20: string; ERC20: string; bank: string };
  /** Staff review withdrawals only inside these hours; outside them a request waits. */
  reviewHours: ReviewHours;
  /**
   * Withdrawals wait this many hours after a destination is bound (or a card edited) and after the
   * email, phone or payment password changes: the window in which a stolen session could cash out.
   */
  payoutCooldownHours: number;
  /** Legal currency per 1 USDT; members trade at mid minus (selling USDT) or plus (buying) half the spread. */
  exchange: { mid: string; spread: string };
  /**
   * Where members send deposits: the platform's USDT addresses and its bank account. `demo` marks
   * a built-in sample value (its setting is not given): every screen showing it says "demo".
   */
  receiving: {
    digital: { id: number; protocol: Protocol; address: string; demo: boolean }[];
    accounts: { id: number; bank_name: string; account_no: string; account_name: string; iban: string; currency: string; demo: boolean }[];
  };
}

/** The built-in receiving details: sample values so a fresh install works, never a real account. */
export const demoReceiving = {
  trc20: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  erc20: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  bankName: 'Meridian Settlement Bank',
  accountNo: '100-200-300400',
  holder: 'Meridian Client Money',
  iban: 'GB82WEST12345698765432',
} as const;

/** Whether a deposit's stored target ("TRC20 <address>", "<bank> <account no>") is a built-in demo value. */
export function isDemoTarget(target: string): boolean {
  const t = target.toLowerCase();
  return [demoReceiving.trc20, demoReceiving.erc20, demoReceiving.accountNo].some((v) => t.includes(v.toLowerCase()));
}

export function loadMoneyConfig(env: NodeJS.ProcessEnv): MoneyConfig {
  const legalCurrency = env.LEGAL_CURRENCY ?? 'USD';
  if (!/^[A-Z]{3,5}$/.test(legalCurrency) || legalCurrency === 'USDT')
    throw new Error(`LEGAL_CURRENCY must be a currency code other than USDT, got ${legalCurrency}`);
  const trc20 = env.DEPOSIT_TRC20_ADDRESS ?? demoReceiving.trc20;
  const erc20 = env.DEPOSIT_ERC20_ADDRESS ?? demoReceiving.erc20;
  const accountNo = env.DEPOSIT_BANK_ACCOUNT ?? demoReceiving.accountNo;
  const iban = env.DEPOSIT_BANK_IBAN ?? demoReceiving.iban;
  if (!isTronAddress(trc20)) throw new Error(`DEPOSIT_TRC20_ADDRESS is not a TRC20 address: ${trc20}`);
  if (!isEthereumAddress(erc20)) throw new Error(`DEPOSIT_ERC20_ADDRESS is not an ERC20 address: ${erc20}`);
  return {
    currency: 'USDT',
    legalCurrency,
    depositMin: amountSetting(env.DEPOSIT_MIN, 'DEPOSIT_MIN', '10'),
    depositMax: amountSetting(env.DEPOSIT_MAX, 'DEPOSIT_MAX', '1000000'),
    withdrawMin: amountSetting(env.WITHDRAW_MIN, 'WITHDRAW_MIN', '10'),
    withdrawMax: amountSetting(env.WITHDRAW_MAX, 'WITHDRAW_MAX', '50000'),
    // Spec section 9: TRC20 is 1 USDT; ERC20 varies (about 20 to 50) and is set per deployment.
    fees: {
      TRC20: '1',
      ERC20: amountSetting(env.WITHDRAW_FEE_ERC20, 'WITHDRAW_FEE_ERC20', '20'),
      bank: amountSetting(env.WITHDRAW_FEE_BANK, 'WITHDRAW_FEE_BANK', '2'),
    },
    reviewHours: reviewHoursSetting(env.WITHDRAW_REVIEW_HOURS ?? '09:00-21:00', env.WITHDRAW_REVIEW_TZ ?? 'Asia/Seoul'),
    payoutCooldownHours: hoursSetting(env.PAYOUT_COOLDOWN_HOURS, 'PAYOUT_COOLDOWN_HOURS', 24),
    exchange: {
      mid: amountSetting(env.EXCHANGE_RATE, 'EXCHANGE_RATE', '1'),
      spread: rateSetting(env.EXCHANGE_SPREAD, 'EXCHANGE_SPREAD', '0.01'),
    },
    receiving: {
      digital: [
        { id: 1, protocol: 'TRC20', address: trc20, demo: trc20 === demoReceiving.trc20 },
        { id: 2, protocol: 'ERC20', address: erc20, demo: erc20.toLowerCase() === demoReceiving.erc20.toLowerCase() },
      ],
      accounts: [
        {
          id: 1,
          bank_name: env.DEPOSIT_BANK_NAME ?? demoReceiving.bankName,
          account_no: accountNo,
          account_name: env.DEPOSIT_BANK_HOLDER ?? demoReceiving.holder,
          iban,
          currency: legalCurrency,
          // Either identifying value left at its sample means money sent there reaches no one.
          demo: accountNo === demoReceiving.accountNo || iban === demoReceiving.iban,
        },
      ],
    },
  };
}

function amountSetting(raw: string | undefined, name: string, fallback: string): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (!/^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/.test(value))
    throw new Error(`${name} must be an amount with at most 2 decimals, got ${value}`);
  return value;
}

function hoursSetting(raw: string | undefined, name: string, fallback: number): number {
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 720)
    throw new Error(`${name} must be a whole number of hours from 0 to 720, got ${raw}`);
  return value;
}

function rateSetting(raw: string | undefined, name: string, fallback: string): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  if (!/^0(\.[0-9]{1,6})?$/.test(value) || new Decimal(value).gte(0.5))
    throw new Error(`${name} must be a fraction below 0.5, got ${value}`);
  return value;
}

function reviewHoursSetting(hours: string, timezone: string): ReviewHours {
  const m = /^([01][0-9]|2[0-3]):([0-5][0-9])-([01][0-9]|2[0-3]|24):([0-5][0-9])$/.exec(hours);
  if (!m || (m[3] === '24' && m[4] !== '00') || `${m[1]}:${m[2]}` >= `${m[3]}:${m[4]}`) {
    throw new Error(`WITHDRAW_REVIEW_HOURS must be HH:MM-HH:MM with the start before the end, got ${hours}`);
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw new Error(`WITHDRAW_REVIEW_TZ must be an IANA time zone, got ${timezone}`);
  }
  return { start: `${m[1]}:${m[2]}`, end: `${m[3]}:${m[4]}`, timezone };
}
