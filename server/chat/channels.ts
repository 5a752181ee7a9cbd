import type { Queryable } from '../db/types';

interface ChannelRow {
  id: string;
  type: 'live_chat' | 'telegram' | 'whatsapp' | 'email' | 'link';
  url: string;
  avatar: string;
  online_hours: string;
  name: string;
  welcome: string;
}

/**
 * The enabled customer-service channels in their order, with the texts of `locale` where it has
 * them and the English ones where it does not.
 */
export async function serviceChannels(q: Queryable, locale: string, id?: number): Promise<ChannelRow[]> {
  const { rows } = await q.query<ChannelRow>(
    `SELECT c.id::text AS id, c.type, c.url, c.avatar, c.online_hours,
            COALESCE(t.name, e.name, '') AS name, COALESCE(t.welcome, e.welcome, '') AS welcome
       FROM service_channels c
       LEFT JOIN service_channel_texts t ON t.channel_id = c.id AND t.locale = $1
       LEFT JOIN service_channel_texts e ON e.channel_id = c.id AND e.locale = 'en'
      WHERE c.enabled AND ($2::bigint IS NULL OR c.id = $2::bigint)
      ORDER BY c.sort, c.id`,
    [locale, id ?? null],
  );
  return rows;
}
