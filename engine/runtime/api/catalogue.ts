/** What the browser needs of a catalogue entry (schemas/api/<group>.json) to make the call. */
export interface EndpointRef {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  auth: boolean;
  /** False for a planned entry: the server answers it with code 501 until its issue lands. */
  live?: boolean;
  /** An operations call: sent with the staff session's token, never the member's. */
  staff?: boolean;
  /** Sent as multipart/form-data (text fields first, then the one file). */
  multipart?: boolean;
}

export type Catalogue = Record<string, EndpointRef>;
