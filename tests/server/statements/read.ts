import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** RFC 4180 CSV into rows of fields (quoted fields may hold commas, quotes and line breaks); the BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && src[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The CSV's sections by title: the header row and the rows under it, up to the blank line. */
export function csvSections(rows: string[][]): Map<string, { header: string[]; rows: string[][] }> {
  const sections = new Map<string, { header: string[]; rows: string[][] }>();
  let i = 0;
  while (i < rows.length) {
    const title = rows[i]![0]!;
    const header = rows[i + 1]!;
    const body: string[][] = [];
    i += 2;
    while (i < rows.length && !(rows[i]!.length === 1 && rows[i]![0] === '')) body.push(rows[i++]!);
    i += 1;
    sections.set(title, { header, rows: body });
  }
  return sections;
}

/** The text of every page of a PDF, each page's items joined by spaces (pdf.js, the parser Firefox uses). */
export async function pdfText(bytes: Buffer): Promise<{ pages: string[]; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages, text: pages.join('\n') };
}
