import { toQueryString } from '../api/toQueryString';

/** Appends a query to a path, leaving out undefined and null values. */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = query ? toQueryString(query) : '';
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
