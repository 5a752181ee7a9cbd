// Code-unit order: unlike localeCompare it does not depend on the machine's ICU data, so generated
// files are byte-identical wherever `npm run gen` runs.
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
