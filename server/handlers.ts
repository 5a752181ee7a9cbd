import type { HandlerMap } from './services';
import { mergeHandlers, type HandlerSource } from './http/merge-handlers';
import { memberHandlers } from './member/handlers';
import { commonHandlers } from './common/handlers';
import { locationHandlers } from './location/handlers';
import { passwordHandlers } from './member/password-handlers';
import { contactAddressHandlers } from './member/address-handlers';
import { profileHandlers } from './member/profile-handlers';
import { kycHandlers } from './kyc/handlers';
import { uploadHandlers } from './uploads/handlers';
import { bankHandlers } from './payout/bank-handlers';
import { usdtAddressHandlers } from './payout/usdt-address-handlers';
import { opsLoginHandlers } from './ops/login-handlers';
import { opsKycHandlers } from './ops/kyc-handlers';
import { opsAuditHandlers } from './ops/audit-handlers';
import { opsStaffHandlers } from './ops/staff-handlers';
import { opsFinanceHandlers } from './ops/finance-handlers';
import { opsCorrectionHandlers } from './ops/correction-handlers';
import { opsJobHandlers } from './jobs/ops-handlers';
import { walletConfHandlers } from './wallet/conf-handlers';
import { assetHandlers } from './wallet/asset-handlers';
import { depositHandlers } from './wallet/deposit-handlers';
import { withdrawHandlers } from './wallet/withdraw-handlers';
import { transferHandlers } from './trans/transfer-handlers';
import { exchangeHandlers } from './trans/exchange-handlers';
import { studioDraftHandlers, studioMergeHandlers } from './studio/draft-handlers';
import { studioFileHandlers } from './studio/file-handlers';
import { studioHandoffHandlers } from './studio/handoff-handlers';
import { studioPreviewHandlers } from './studio/preview-handlers';
import { studioPublishedHandlers } from './studio/published-handlers';
import { studioTextHandlers } from './studio/text-handlers';
import { studioVersionHandlers } from './studio/version-handlers';
import { orderHandlers } from './orders/handlers';
import { holdingHandlers } from './orders/holding-handlers';
import { etfHandlers } from './market/etf-handlers';
import { favoriteHandlers } from './market/favorite-handlers';
import { rankingHandlers } from './market/ranking-handlers';
import { followHandlers } from './follow/handlers';
import { fundHandlers } from './fund/handlers';
import { opsFundHandlers } from './fund/ops-handlers';
import { blockHandlers } from './blocks/handlers';
import { opsBlockHandlers } from './blocks/ops-handlers';
import { teamHandlers } from './team/handlers';
import { chatHandlers } from './chat/handlers';
import { opsChatHandlers } from './chat/ops-handlers';
import { serviceHandlers } from './chat/service-handlers';
import { documentHandlers } from './documents/handlers';
import { opsDocumentHandlers } from './documents/ops-handlers';
import { contentHandlers } from './content/handlers';
import { opsContentHandlers } from './content/ops-handlers';
import { statementHandlers } from './statements/handlers';
import { pushHandlers } from './push/handlers';

/**
 * Every domain's handler map with the file that writes it: the endpoint index (docs/endpoints.md,
 * npm run gen) reads the files from here, and a test proves each file exports its map.
 */
export const handlerSources: readonly HandlerSource[] = [
  { file: 'server/member/handlers.ts', map: memberHandlers },
  { file: 'server/member/password-handlers.ts', map: passwordHandlers },
  { file: 'server/member/address-handlers.ts', map: contactAddressHandlers },
  { file: 'server/member/profile-handlers.ts', map: profileHandlers },
  { file: 'server/push/handlers.ts', map: pushHandlers },
  { file: 'server/kyc/handlers.ts', map: kycHandlers },
  { file: 'server/uploads/handlers.ts', map: uploadHandlers },
  { file: 'server/payout/bank-handlers.ts', map: bankHandlers },
  { file: 'server/payout/usdt-address-handlers.ts', map: usdtAddressHandlers },
  { file: 'server/wallet/conf-handlers.ts', map: walletConfHandlers },
  { file: 'server/wallet/asset-handlers.ts', map: assetHandlers },
  { file: 'server/wallet/deposit-handlers.ts', map: depositHandlers },
  { file: 'server/wallet/withdraw-handlers.ts', map: withdrawHandlers },
  { file: 'server/statements/handlers.ts', map: statementHandlers },
  { file: 'server/trans/transfer-handlers.ts', map: transferHandlers },
  { file: 'server/trans/exchange-handlers.ts', map: exchangeHandlers },
  { file: 'server/orders/handlers.ts', map: orderHandlers },
  { file: 'server/orders/holding-handlers.ts', map: holdingHandlers },
  { file: 'server/common/handlers.ts', map: commonHandlers },
  { file: 'server/location/handlers.ts', map: locationHandlers },
  { file: 'server/ops/login-handlers.ts', map: opsLoginHandlers },
  { file: 'server/ops/kyc-handlers.ts', map: opsKycHandlers },
  { file: 'server/ops/audit-handlers.ts', map: opsAuditHandlers },
  { file: 'server/ops/staff-handlers.ts', map: opsStaffHandlers },
  { file: 'server/ops/finance-handlers.ts', map: opsFinanceHandlers },
  { file: 'server/ops/correction-handlers.ts', map: opsCorrectionHandlers },
  { file: 'server/jobs/ops-handlers.ts', map: opsJobHandlers },
  { file: 'server/studio/published-handlers.ts', map: studioPublishedHandlers },
  { file: 'server/studio/version-handlers.ts', map: studioVersionHandlers },
  { file: 'server/studio/draft-handlers.ts', map: studioDraftHandlers },
  { file: 'server/studio/draft-handlers.ts', map: studioMergeHandlers },
  { file: 'server/studio/file-handlers.ts', map: studioFileHandlers },
  { file: 'server/studio/handoff-handlers.ts', map: studioHandoffHandlers },
  { file: 'server/studio/text-handlers.ts', map: studioTextHandlers },
  { file: 'server/studio/preview-handlers.ts', map: studioPreviewHandlers },
  { file: 'server/market/etf-handlers.ts', map: etfHandlers },
  { file: 'server/market/favorite-handlers.ts', map: favoriteHandlers },
  { file: 'server/market/ranking-handlers.ts', map: rankingHandlers },
  { file: 'server/follow/handlers.ts', map: followHandlers },
  { file: 'server/fund/handlers.ts', map: fundHandlers },
  { file: 'server/fund/ops-handlers.ts', map: opsFundHandlers },
  { file: 'server/blocks/handlers.ts', map: blockHandlers },
  { file: 'server/blocks/ops-handlers.ts', map: opsBlockHandlers },
  { file: 'server/team/handlers.ts', map: teamHandlers },
  { file: 'server/chat/handlers.ts', map: chatHandlers },
  { file: 'server/chat/ops-handlers.ts', map: opsChatHandlers },
  { file: 'server/chat/service-handlers.ts', map: serviceHandlers },
  { file: 'server/documents/handlers.ts', map: documentHandlers },
  { file: 'server/documents/ops-handlers.ts', map: opsDocumentHandlers },
  { file: 'server/content/handlers.ts', map: contentHandlers },
  { file: 'server/content/ops-handlers.ts', map: opsContentHandlers },
];

/** All handlers, merged; start-up fails on an id answered twice, and the catalogue check proves the map complete. */
export const handlers: HandlerMap = mergeHandlers(handlerSources);
