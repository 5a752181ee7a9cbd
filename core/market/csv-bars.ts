// The CSV files the replay and file-drop sources read (docs/market-data.md has the format). Pure:
// text in, bars and refusals out; the sources log the refusals and import the rest.

export interface CsvBar {
  /** Replay: the minute's start (ISO 8601 with zone). File drop: the exchange-local date. */
  time: string;
  code: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: number;
  /** The line of the file it came from (1 is the header). */
  line: number;
}

export interface CsvRefusal {
  line: number;
  reason: string;
}

const DECIMAL = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,6})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Compares two decimal strings (both matched DECIMAL), without floats. */
function cmp(a: string, b: string): number {
  const [ai, af = ''] = a.split('.');
  const [bi, bf = ''] = b.split('.');
  if (ai!.length !== bi!.length) return ai!.length - bi!.length;
  if (ai !== bi) return ai! < bi! ? -1 : 1;
  const n = Math.max(af.length, bf.length);
  const x = af.padEnd(n, '0');
  const y = bf.padEnd(n, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * Parses bars: a header line naming the columns, then one bar a line. Replay files (kind 'minute')
 * have time,open,high,low,close,volume and the code from the file name; drop files (kind 'daily')
 * have code,date,open,high,low,close,volume. A row that does not hold a consistent bar is refused
 * with its line number and the reason.
 */
export function parseBarCsv(text: string, kind: 'minute' | 'daily', fileCode?: string): { bars: CsvBar[]; refused: CsvRefusal[] } {
  const lines = text.split(/\r?\n/);
  const expected = kind === 'minute' ? 'time,open,high,low,close,volume' : 'code,date,open,high,low,close,volume';
  const bars: CsvBar[] = [];
  const refused: CsvRefusal[] = [];
  const header = (lines[0] ?? '').trim().toLowerCase().replace(/\s+/g, '');
  if (header !== expected) return { bars, refused: [{ line: 1, reason: `the header must be "${expected}"` }] };
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const cells = raw.split(',').map((c) => c.trim());
    const line = i + 1;
    const want = expected.split(',').length;
    if (cells.length !== want) {
      refused.push({ line, reason: `${cells.length} columns, expected ${want}` });
      continue;
    }
    const [code, time] = kind === 'minute' ? [fileCode ?? '', cells[0]!] : [cells[0]!.toUpperCase(), cells[1]!];
    const [open, high, low, close, volume] = cells.slice(kind === 'minute' ? 1 : 2) as [string, string, string, string, string];
    const problem = (
      kind === 'minute'
        ? !INSTANT.test(time) || Number.isNaN(Date.parse(time))
        : !DATE.test(time) || Number.isNaN(Date.parse(`${time}T00:00:00Z`))
    )
      ? `bad ${kind === 'minute' ? 'time' : 'date'} "${time}"`
      : [open, high, low, close].find((p) => !DECIMAL.test(p)) !== undefined
        ? `a price is not a positive decimal: ${[open, high, low, close].find((p) => !DECIMAL.test(p))}`
        : !/^\d{1,15}$/.test(volume)
          ? `bad volume "${volume}"`
          : cmp(high, open) < 0 || cmp(high, close) < 0 || cmp(low, open) > 0 || cmp(low, close) > 0
            ? 'high must be at least open and close, and low at most both'
            : cmp(low, '0') <= 0
              ? 'prices must be above zero'
              : undefined;
    if (problem) refused.push({ line, reason: problem });
    else bars.push({ time, code, open, high, low, close, volume: Number(volume), line });
  }
  return { bars, refused };
}
