/** One reason the publish gate refuses a bundle: the file, the JSON pointer in it, and where that is in the text. */
export interface GateError {
  file: string;
  pointer: string;
  /** 1-based; 0 when the file has no text to point into (a missing file). */
  line: number;
  column: number;
  message: string;
}
