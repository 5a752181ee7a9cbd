import PDFDocument from 'pdfkit';
import { CHARGE_KINDS } from './figures';
import { fontOrder, fontRuns, statementFonts, type FontName } from './fonts';
import type { RenderInput } from './csv';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const ROW = 14;
const SIZE = 8;

type Align = 'left' | 'right';
interface Column {
  width: number;
  align?: Align;
}

/**
 * The statement as a PDF (A4, PDFKit): a summary first (balances per account, costs and charges,
 * Top 10, copy trading), then the trades and every posting, page numbers at the foot. Every word
 * comes from the dictionary, every number and date through Intl in the member's language.
 */
export async function statementPdf(input: RenderInput): Promise<Buffer> {
  const { statement: s, texts: t } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${t.t('title')} ${s.period.firstDay} - ${s.period.lastDay}`, Author: 'Meridian' },
  });
  const fonts = statementFonts();
  for (const name of Object.keys(fonts) as FontName[]) doc.registerFont(name, fonts[name].data);
  const order = fontOrder(t.locale);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => doc.page.height - MARGIN - ROW;
  /** One piece of text at (x, y) in a box, each character in a font that has it. */
  const put = (text: string, x: number, y: number, width: number, align: Align = 'left', size = SIZE) => {
    const runs = fontRuns(text, order);
    doc.fontSize(size);
    if (runs.length <= 1) {
      doc.font(runs[0]?.font ?? order[0]!).text(text, x, y, { width, align, height: size + 4, ellipsis: true, lineBreak: false });
      return;
    }
    runs.forEach((run, i) => {
      const last = i === runs.length - 1;
      doc.font(run.font);
      if (i === 0) doc.text(run.text, x, y, { width, continued: !last, lineBreak: false });
      else doc.text(run.text, { continued: !last, lineBreak: false });
    });
  };
  const paragraph = (text: string, size = SIZE) => {
    doc.font(fontRuns(text, order)[0]?.font ?? order[0]!).fontSize(size);
    const height = doc.heightOfString(text, { width: WIDTH });
    if (doc.y + height > bottom()) doc.addPage();
    doc.text(text, MARGIN, doc.y, { width: WIDTH });
  };
  const heading = (text: string) => {
    if (doc.y + 3 * ROW > bottom()) doc.addPage();
    doc.y += 8;
    put(text, MARGIN, doc.y, WIDTH, 'left', 11);
    doc.y += 18;
  };
  const row = (cells: string[], columns: Column[], header = false) => {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      put(cell, x, y, c.width - 4, c.align);
      x += c.width;
    });
    if (header)
      doc
        .moveTo(MARGIN, y + ROW - 3)
        .lineTo(MARGIN + WIDTH, y + ROW - 3)
        .lineWidth(0.5)
        .stroke();
    doc.y = y + ROW;
  };
  // PDFKit lays text out synchronously: a long table gives the event loop back every 100 rows, so
  // the server goes on answering other requests while a statement is set.
  const table = async (header: string[], columns: Column[], rows: string[][]) => {
    row(header, columns, true);
    if (rows.length === 0) row([t.t('none')], [{ width: WIDTH }]);
    for (let i = 0; i < rows.length; i += 1) {
      row(rows[i]!, columns);
      if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const w = (...parts: number[]) => parts.map((p) => p * WIDTH);
  const cols = (widths: number[], aligns: Align[]) => widths.map((width, i) => ({ width, align: aligns[i] ?? 'left' }));

  put(t.t('title'), MARGIN, MARGIN, WIDTH, 'left', 16);
  doc.y = MARGIN + 26;
  const facts: [string, string][] = [
    [t.t('member'), `${input.member.name} (${input.member.uid})`],
    [t.t('period'), `${t.date(s.period.from)} - ${t.date(new Date(s.period.to.getTime() - 1))}`],
    [t.t('currency'), s.currency],
    [t.t('timezone'), input.timezone],
    [t.t('generated'), t.dateTime(input.generatedAt)],
  ];
  for (const [label, value] of facts) row([label, value], cols(w(0.25, 0.75), ['left', 'left']));

  heading(t.t('accountsTitle'));
  await table(
    [t.t('account'), t.t('currency'), t.t('opening'), t.t('credits'), t.t('debits'), t.t('closing')],
    cols(w(0.28, 0.1, 0.155, 0.155, 0.155, 0.155), ['left', 'left', 'right', 'right', 'right', 'right']),
    s.accounts.map((a) => [
      input.account(a.kind),
      a.currency,
      t.money(a.opening),
      t.money(a.credits),
      t.money(a.debits),
      t.money(a.closing),
    ]),
  );

  heading(t.t('chargesTitle'));
  const two = cols(w(0.7, 0.3), ['left', 'right']);
  for (const k of CHARGE_KINDS) row([t.t(`charge.${k}`), t.money(s.charges.byKind[k])], two);
  row([t.t('chargesTotal'), t.money(s.charges.total)], two);
  row([t.t('averageBalance'), t.money(s.charges.averageBalance)], two);
  row([t.t('chargesPercent'), s.charges.percent === null ? '-' : t.percent(s.charges.percent)], two);
  doc.y += 4;
  paragraph(t.t('chargesNote'), 7);

  heading(t.t('top10Title'));
  row([t.t('top10Bought'), t.money(s.top10.bought)], two);
  row([t.t('top10Income'), t.money(s.top10.income)], two);
  row([t.t('top10Settled'), t.money(s.top10.settled)], two);

  heading(t.t('copyTitle'));
  row([t.t('copySubscribed'), t.money(s.copy.subscribed)], two);
  await table(
    [t.t('date'), t.t('provider'), t.t('copyAmount'), t.t('copyShares'), t.t('copySettled'), t.t('copyResult')],
    cols(w(0.15, 0.25, 0.15, 0.15, 0.15, 0.15), ['left', 'left', 'right', 'right', 'right', 'right']),
    s.copy.settled.map((c) => [t.date(c.at), c.provider, t.money(c.amount), t.money(c.shares), t.money(c.settled), t.money(c.result)]),
  );
  row([t.t('copyResult'), t.money(s.copy.result)], two);

  heading(t.t('tradesTitle'));
  await table(
    [t.t('date'), t.t('code'), t.t('side'), t.t('quantity'), t.t('price'), t.t('value'), t.t('fee'), t.t('profit')],
    cols(w(0.17, 0.09, 0.08, 0.1, 0.16, 0.14, 0.1, 0.16), ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right']),
    s.trades.map((r) => [
      t.dateTime(r.at),
      r.code,
      t.t(r.side),
      t.quantity(r.quantity),
      `${t.price(r.price)} ${r.quoteCurrency}`,
      t.money(r.value),
      t.money(r.fee),
      r.profit === null ? '' : t.money(r.profit),
    ]),
  );

  heading(t.t('postingsTitle'));
  await table(
    [t.t('date'), t.t('account'), t.t('reason'), t.t('amount'), t.t('balance')],
    cols(w(0.18, 0.22, 0.28, 0.16, 0.16), ['left', 'left', 'left', 'right', 'right']),
    s.postings.map((p) => [
      t.dateTime(p.at),
      p.currency === s.currency ? input.account(p.kind) : `${input.account(p.kind)} (${p.currency})`,
      input.reason(p.type),
      t.money(p.amount),
      t.money(p.balance),
    ]),
  );

  // Page numbers once the page count is known; the foot is below the margin, so no page is added.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    put(t.t('page', { page: i + 1, pages: range.count }), MARGIN, doc.page.height - MARGIN / 2 - SIZE, WIDTH, 'right');
    doc.page.margins.bottom = keep;
  }
  doc.end();
  return done;
}
