/** What the browser needs of a catalogue entry (schemas/api/<group>.json) to make the call. */
export interface EndpointRef {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  auth: boolean;
}

export type Catalogue = Record<string, EndpointRef>;
