/** Own members only: a document may name "constructor" or "__proto__". */
export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}
