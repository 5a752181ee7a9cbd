// The shape parseJsonTree gives: every value with its source range, so positions never come from
// JSON.parse (which reports none).

export interface JsonScalarNode {
  kind: 'string' | 'number' | 'literal';
  from: number;
  to: number;
}

export interface JsonMemberNode {
  key: string;
  keyFrom: number;
  keyTo: number;
  /** null when the text broke off between the name and its value. */
  value: JsonTreeNode | null;
}

export interface JsonObjectNode {
  kind: 'object';
  from: number;
  to: number;
  /** false when the text broke off inside it: `to` is then where reading stopped. */
  closed: boolean;
  members: JsonMemberNode[];
}

export interface JsonArrayNode {
  kind: 'array';
  from: number;
  to: number;
  closed: boolean;
  items: JsonTreeNode[];
}

export type JsonTreeNode = JsonScalarNode | JsonObjectNode | JsonArrayNode;

export interface JsonSyntaxError {
  from: number;
  to: number;
  message: string;
}

export interface JsonTree {
  /** What was read before the first error; null when not even the first value started. */
  root: JsonTreeNode | null;
  /** The first syntax error (JSON.parse stops there too), or null for valid JSON. */
  error: JsonSyntaxError | null;
}
