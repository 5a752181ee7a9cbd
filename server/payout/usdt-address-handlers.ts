import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { isUniqueViolation } from '../identity/members';
import { passedRealName } from '../kyc/verifications';
import { verifyPayPassword } from '../security/pay-password';
import { ethereumAddressProblem } from '../chain/ethereum-address';
import { tronAddressProblem } from '../chain/tron-address';
import { confirmNewDestination, notifyNewDestination } from './new-destination';
import { maskUsdtAddress } from './mask';
import { unixSeconds } from '../clock';

export const usdtAddressHandlers: HandlerMap = {
  'member/digital_info': async ({ caller }, services) => {
    const { rows } = await services.db.query<{ id: string; protocol: 'TRC20' | 'ERC20'; address: string; created_at: Date }>(
      'SELECT id::text AS id, protocol, address, created_at FROM wallets WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
      [caller.memberId],
    );
    return {
      max: services.config.maxWallets,
      list: rows.map((r) => ({
        id: Number(r.id),
        currency: 'USDT' as const,
        protocol: r.protocol,
        address: r.address,
        created_at: unixSeconds(r.created_at),
      })),
    };
  },

  'member/digital_bind': async ({ input, caller, lan }, services) => {
    const memberId = caller.memberId;
    const address = input.address.trim();
    // A right-looking address with a typo fails only its checksum: say so, not "it starts with T".
    const problem = input.protocol === 'TRC20' ? tronAddressProblem(address) : ethereumAddressProblem(address);
    if (problem) throw new AppError(Codes.RULE, ADDRESS_MESSAGES[input.protocol][problem]);
    const key = addressKey(input.protocol, address);
    // The platform's own receiving address as a payout destination would turn deposits into withdrawals.
    if (services.config.money.receiving.digital.some((d) => d.protocol === input.protocol && addressKey(d.protocol, d.address) === key)) {
      throw new AppError(Codes.RULE, 'server.walletIsPlatform');
    }
    await confirmNewDestination(services, memberId, input.pay_password);
    try {
      const bound = await services.db.tx(async (q) => {
        await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
        if (!(await passedRealName(q, memberId))) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
        const owner = await q.query<{ member_id: string }>(
          'SELECT member_id::text AS member_id FROM wallets WHERE protocol = $1 AND address_key = $2 AND removed_at IS NULL',
          [input.protocol, key],
        );
        if (owner.rows[0])
          throw new AppError(Codes.CONFLICT, owner.rows[0].member_id === memberId ? 'server.walletAlreadyYours' : 'server.walletInUse');
        const count = await q.query<{ n: string }>('SELECT count(*)::text AS n FROM wallets WHERE member_id = $1 AND removed_at IS NULL', [
          memberId,
        ]);
        if (Number(count.rows[0]!.n) >= services.config.maxWallets)
          throw new AppError(Codes.RULE, 'server.walletLimit', { max: services.config.maxWallets });
        const inserted = await q.query<{ id: string }>(
          `INSERT INTO wallets (member_id, currency, protocol, address, address_key, created_at) VALUES ($1, 'USDT', $2, $3, $4, $5) RETURNING id::text AS id`,
          [memberId, input.protocol, address, key, services.clock.now()],
        );
        return { id: Number(inserted.rows[0]!.id) };
      });
      await notifyNewDestination(services, memberId, lan, `${input.protocol} ${maskUsdtAddress(address)}`);
      return bound;
    } catch (err) {
      // Two members binding the same address at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, 'server.walletInUse');
      throw err;
    }
  },

  'member/wallet_unbind': async ({ input, caller }, services) => {
    const memberId = caller.memberId;
    const table = input.kind === 'bank_card' ? 'bank_cards' : 'wallets';
    const { rows } = await services.db.query(`SELECT id FROM ${table} WHERE id = $1 AND member_id = $2 AND removed_at IS NULL`, [
      input.id,
      memberId,
    ]);
    if (rows.length === 0) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    await verifyPayPassword(services, memberId, input.pay_password);
    await services.db.query(`UPDATE ${table} SET removed_at = $3 WHERE id = $1 AND member_id = $2 AND removed_at IS NULL`, [
      input.id,
      memberId,
      services.clock.now(),
    ]);
    return null;
  },
};

const ADDRESS_MESSAGES = {
  TRC20: { shape: 'server.walletNotTrc20', checksum: 'server.walletTrc20Checksum' },
  ERC20: { shape: 'server.walletNotErc20', checksum: 'server.walletErc20Checksum' },
} as const;

/** The address as one account's key: ERC20 without case (EIP-55 case is only a checksum). */
function addressKey(protocol: 'TRC20' | 'ERC20', address: string): string {
  return protocol === 'ERC20' ? address.toLowerCase() : address;
}
