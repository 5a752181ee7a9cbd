import data from './data/instruments.json';
import type { Instrument } from './types';

/** The ETF catalogue (data/instruments.json), in the file's order. */
export const INSTRUMENTS: readonly Instrument[] = data.instruments as Instrument[];

const byCode = new Map(INSTRUMENTS.map((i) => [i.code, i]));

/** The instrument with this code, or undefined for a code we do not list. */
export function instrumentOf(code: string): Instrument | undefined {
  return byCode.get(code);
}
