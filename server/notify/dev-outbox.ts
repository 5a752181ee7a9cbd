import type { Db } from '../db/types';
import type { Clock } from '../clock';
import type { Notifier, OutgoingMessage } from './types';

/** Development only: keeps what would be sent so people and tests can read it at GET /api/dev/outbox. */
export function devOutbox(db: Db, clock: Clock): Notifier & { list(to: string): Promise<OutgoingMessage[]> } {
  return {
    async send(m) {
      await db.query('INSERT INTO dev_outbox (channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        m.channel,
        m.to,
        m.subject,
        m.body,
        clock.now(),
      ]);
    },
    async list(to) {
      const { rows } = await db.query<{ channel: 'sms' | 'email'; recipient: string; subject: string; body: string; created_at: Date }>(
        'SELECT channel, recipient, subject, body, created_at FROM dev_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 50',
        [to],
      );
      return rows.map((r) => ({
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        sentAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}
