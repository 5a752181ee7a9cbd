import type { Messages } from '../messages';
import type { MessageKey } from '../generated/messageKeys';
import { Decimal, moneyText } from '../ledger/money';
import { unixSeconds } from '../clock';
import { utcText } from '../orders/terms';
import { annualRate, rateText, type ProductRow } from './products';

/** The contract's sections in their order; each has server.top10.contract.<name>.heading and .body. */
const SECTIONS = ['product', 'rate', 'term', 'accrual', 'settlement', 'earlyExit', 'reserve'] as const;

function percent(ratio: Decimal.Value): string {
  return new Decimal(ratio).times(100).toFixed();
}

/** The template edition a contract version names: top10-v1:7 is edition 1. */
export function editionOf(version: string): number {
  const m = /^top10-v(\d+):/.exec(version);
  return m ? Number(m[1]) : 1;
}

/**
 * The contract of a product in the member's language, filled with the product's own terms. Its
 * version names the template and the product; the terms never change once a product exists, so the
 * text a member confirmed is the text shown again later.
 */
export function contractOf(messages: Messages, lan: string | undefined, p: ProductRow) {
  const args = {
    name: p.name,
    min: moneyText(p.min_amount),
    daily: percent(p.daily_rate),
    annual: percent(annualRate(p.daily_rate)),
    days: p.days,
    start: utcText(p.start_at),
    end: utcText(p.end_at),
    version: p.contract_version,
    // The member reads the template's edition ("version 1"), never the internal id top10-v1:<product>.
    edition: editionOf(p.contract_version),
  };
  const text = (key: string) => messages(lan, `server.top10.contract.${key}` as MessageKey, args);
  return {
    product_id: Number(p.id),
    version: p.contract_version,
    title: text('title'),
    sections: SECTIONS.map((s) => ({ heading: text(`${s}.heading`), body: text(`${s}.body`) })),
    risk_notice: text('risk'),
    terms: {
      min_amount: moneyText(p.min_amount),
      daily_rate: rateText(p.daily_rate),
      annual_rate: annualRate(p.daily_rate),
      days: p.days,
      start_at: unixSeconds(p.start_at),
      end_at: unixSeconds(p.end_at),
    },
  };
}
