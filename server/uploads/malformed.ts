/** A file that starts like an image but is not one a decoder could read. */
export class MalformedImage extends Error {
  constructor(where: string) {
    super(`malformed image: ${where}`);
    this.name = 'MalformedImage';
  }
}
