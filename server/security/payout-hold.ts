import type { Services } from '../services';
import { AppError, Codes } from '../errors';

/**
 * The cooling-off period of withdrawals. A stolen session that binds its own wallet, or changes the
 * email, phone or payment password, must not be able to cash out before the member (told at the
 * old address) can react; brokers and exchanges refuse such withdrawals for a day rather than
 * accept and park them, so the member sees at once until when and nothing is frozen meanwhile.
 */
function cooldownMs(services: Services): number {
  return services.config.money.payoutCooldownHours * 3_600_000;
}

/** When a cooling-off period starting at `from` ends, as the messages show it (language-neutral UTC). */
export function holdUntilText(services: Services, from: Date): string {
  return new Date(new Date(from).getTime() + cooldownMs(services)).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** Refuses (422, saying until when) a withdrawal to a destination still in its cooling-off period, or after a recent security change. */
export async function assertPayoutReleased(
  services: Services,
  memberId: string,
  accountType: 'wallet' | 'bank',
  targetId: number,
): Promise<void> {
  const ms = cooldownMs(services);
  if (ms === 0) return;
  const now = services.clock.now().getTime();
  const destination = await services.db.query<{ since: Date }>(
    accountType === 'wallet'
      ? 'SELECT created_at AS since FROM wallets WHERE id = $1 AND member_id = $2'
      : 'SELECT COALESCE(changed_at, created_at) AS since FROM bank_cards WHERE id = $1 AND member_id = $2',
    [targetId, memberId],
  );
  const member = await services.db.query<{ since: Date | null }>('SELECT security_changed_at AS since FROM members WHERE id = $1', [
    memberId,
  ]);
  const holds = [
    { key: 'server.payoutHeldDestination' as const, since: destination.rows[0]?.since },
    { key: 'server.payoutHeldSecurity' as const, since: member.rows[0]?.since },
  ]
    .filter(
      (h): h is { key: 'server.payoutHeldDestination' | 'server.payoutHeldSecurity'; since: Date } =>
        Boolean(h.since) && new Date(h.since!).getTime() + ms > now,
    )
    .sort((a, b) => new Date(b.since).getTime() - new Date(a.since).getTime());
  const latest = holds[0];
  if (latest) throw new AppError(Codes.RULE, latest.key, { until: holdUntilText(services, latest.since) });
}
