/** An SMS or email the server sends. Providers sit behind this so tests never reach the outside. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

export interface Notifier {
  send(message: OutgoingMessage): Promise<void>;
}
