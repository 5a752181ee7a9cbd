/** The bundle path of a fragment, as validation errors and the studio name it. */
export function fragmentFile(id: string): string {
  return `screens/fragments/${id}.json`;
}
