import type { ApiRequest } from '@core/generated/api';
import type { TestServer } from '../support/harness';
import { staffToken } from '../fund/support';

/** A signed-in content editor (role content_editor) on this server. */
export function editorToken(s: TestServer, name = 'editor'): Promise<string> {
  return staffToken(s, name, ['content_editor']);
}

/** Saves and publishes an item through the ops endpoints; returns its id and version. */
export async function published(s: TestServer, item: ApiRequest<'ops/content_save'>): Promise<{ id: number; version: number }> {
  const token = await editorToken(s);
  const saved = await s.api('ops/content_save', item, { token });
  const pub = await s.api('ops/content_publish', { id: saved.data.id }, { token });
  return { id: pub.data.id, version: pub.data.version };
}

type Translation = ApiRequest<'ops/content_save'>['translations'][number];
export const en = (title: string, body = '', summary = ''): Translation => ({ locale: 'en', title, body, summary });
export const ko = (title: string, body = '', summary = ''): Translation => ({ locale: 'ko', title, body, summary });
