/** The offset of the nearest character at or after `pos` that is not JSON whitespace (text.length: none). */
export function nextNonSpace(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && /[ \t\r\n]/.test(text[i]!)) i++;
  return i;
}
