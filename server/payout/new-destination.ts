import type { Services } from '../services';
import { AppError, Codes } from '../errors';
import { passedRealName } from '../kyc/verifications';
import { verifyPayPassword } from '../security/pay-password';
import { findById } from '../identity/members';
import { memberAddresses, notifyMember } from '../notify/member-notices';
import { holdUntilText } from '../security/payout-hold';

/**
 * A new place money may go (a wallet, a card, a card edited to another account) needs the payment
 * password, not only the session: real-name first (the engine offers to go there), then the
 * password (1001 opens the set-it prompt when there is none). Checked outside the binding's
 * transaction so a wrong answer is counted even though the binding fails.
 */
export async function confirmNewDestination(services: Services, memberId: string, payPassword: string): Promise<void> {
  if (!(await passedRealName(services.db, memberId))) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
  await verifyPayPassword(services, memberId, payPassword);
}

/** Tells the member at every address on file that a destination was added; withdrawals to it wait. */
export async function notifyNewDestination(services: Services, memberId: string, lan: string | undefined, target: string): Promise<void> {
  const member = await findById(services.db, memberId);
  if (!member) return;
  await notifyMember(services, memberAddresses(member), lan, 'server.noticeDestination', {
    target,
    until: holdUntilText(services, services.clock.now()),
  });
}
