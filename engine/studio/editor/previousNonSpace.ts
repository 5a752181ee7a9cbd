/** The offset of the nearest character before `pos` that is not JSON whitespace (-1: none). */
export function previousNonSpace(text: string, pos: number): number {
  let i = pos - 1;
  while (i >= 0 && /[ \t\r\n]/.test(text[i]!)) i--;
  return i;
}
