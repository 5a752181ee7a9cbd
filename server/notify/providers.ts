import nodemailer from 'nodemailer';
import type { Notifier } from './types';

/** Production delivery: email over SMTP (nodemailer), SMS through a small HTTP provider contract. */
export function providerNotifier(opts: {
  smtp: { url: string; from: string };
  sms: { url: string; token: string; from: string };
}): Notifier {
  const mail = nodemailer.createTransport(opts.smtp.url);
  return {
    async send(m) {
      if (m.channel === 'email') {
        await mail.sendMail({ from: opts.smtp.from, to: m.to, subject: m.subject, text: m.body });
        return;
      }
      // The SMS contract: POST JSON {to, from, text} with a bearer token; any 2xx is accepted.
      const res = await fetch(opts.sms.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.sms.token}` },
        body: JSON.stringify({ to: m.to, from: opts.sms.from, text: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
