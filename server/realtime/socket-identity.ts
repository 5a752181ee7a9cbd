/**
 * Who signed a socket in: a member (its chat only) or staff: support staff get every conversation's
 * events, screen editors may say which studio change they have open (presence).
 */
export type SocketIdentity = { memberId: string } | { staff: true; staffId: string; name: string; support: boolean; studio: boolean };
