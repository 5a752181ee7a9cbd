import type { MessageKey } from '../generated/messageKeys';
import type { Services } from '../services';
import { phoneTarget } from '../identity/addresses';

export interface Recipient {
  channel: 'sms' | 'email';
  to: string;
}

/** Every address a member can be reached at (email and phone, whichever are on file). */
export function memberAddresses(m: { email: string | null; area_code: string | null; mobile: string | null }): Recipient[] {
  const list: Recipient[] = [];
  if (m.email) list.push({ channel: 'email', to: m.email });
  if (m.mobile && m.area_code) list.push({ channel: 'sms', to: phoneTarget(m.area_code, m.mobile) });
  return list;
}

/**
 * Tells the member about a change to what protects the account or where money may go, in the
 * language of the request. Sent after the change is committed, to the addresses given (for a new
 * email or phone: the old one, which is the one an attacker does not hold). A provider that fails
 * must not turn a committed change into an error reply (the member would retry a change that is
 * already made), so a failed send is logged and the other addresses are still tried.
 */
export async function notifyMember(
  services: Services,
  to: Recipient[],
  lan: string | undefined,
  key: MessageKey,
  args: Record<string, string | number> = {},
): Promise<void> {
  const subject = services.messages(lan, 'server.noticeSubject');
  const body = services.messages(lan, key, args);
  for (const r of to) {
    try {
      await services.notifier.send({ channel: r.channel, to: r.to, subject, body });
    } catch (err) {
      console.warn(`notice ${key} to a ${r.channel} address not sent: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
