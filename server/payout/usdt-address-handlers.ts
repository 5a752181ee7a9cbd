import type { HandlerMap } from '../services';
import { AppError, Codes } from '../errors';
import { isUniqueViolation, lockMemberRow } from '../identity/members';
import { passedRealName } from '../kyc/verifications';
import { verifyPayPassword } from '../security/pay-password';
import { ethereumAddressProblem } from '../chain/ethereum-address';
import { tronAddressProblem } from '../chain/tron-address';
import { confirmNewDestination, notifyNewDestination } from './new-destination';
import { maskUsdtAddress } from './mask';
import { unixSeconds } from '../clock';
import { countUsdtAddresses, insertUsdtAddress, usdtAddressesOf, usdtAddressOwner } from './usdt-addresses';
import { ownDestinationExists, removeDestination } from './destinations';

export const usdtAddressHandlers: HandlerMap = {
  'member/digital_info': async ({ caller }, services) => {
    const rows = await usdtAddressesOf(services.db, caller.memberId);
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
        await lockMemberRow(q, memberId);
        if (!(await passedRealName(q, memberId))) throw new AppError(Codes.KYC_REQUIRED, 'server.realnameRequired');
        const owner = await usdtAddressOwner(q, input.protocol, key);
        if (owner !== undefined)
          throw new AppError(Codes.CONFLICT, owner === memberId ? 'server.walletAlreadyYours' : 'server.walletInUse');
        if ((await countUsdtAddresses(q, memberId)) >= services.config.maxWallets)
          throw new AppError(Codes.RULE, 'server.walletLimit', { max: services.config.maxWallets });
        const id = await insertUsdtAddress(q, { memberId, protocol: input.protocol, address, key, at: services.clock.now() });
        return { id: Number(id) };
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
    if (!(await ownDestinationExists(services.db, table, input.id, memberId))) throw new AppError(Codes.NOT_FOUND, 'server.notFound');
    await verifyPayPassword(services, memberId, input.pay_password);
    await removeDestination(services.db, table, input.id, memberId, services.clock.now());
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
