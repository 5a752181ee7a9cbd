import type { HandlerMap } from './services';
import { memberHandlers } from './member/handlers';
import { commonHandlers } from './common/handlers';
import { passwordHandlers } from './member/password-handlers';
import { addressHandlers } from './member/address-handlers';
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
import { walletConfHandlers } from './wallet/conf-handlers';
import { assetHandlers } from './wallet/asset-handlers';
import { depositHandlers } from './wallet/deposit-handlers';
import { withdrawHandlers } from './wallet/withdraw-handlers';
import { transferHandlers } from './trans/transfer-handlers';
import { exchangeHandlers } from './trans/exchange-handlers';
import { studioDraftHandlers } from './studio/draft-handlers';
import { studioFileHandlers } from './studio/file-handlers';
import { studioPreviewHandlers } from './studio/preview-handlers';
import { studioPublishedHandlers } from './studio/published-handlers';
import { studioTextHandlers } from './studio/text-handlers';
import { studioVersionHandlers } from './studio/version-handlers';

/** Every domain's handler map, merged; the catalogue check at start-up proves it complete. */
export const handlers: HandlerMap = { ...memberHandlers, ...passwordHandlers, ...addressHandlers, ...profileHandlers, ...kycHandlers, ...uploadHandlers, ...bankHandlers, ...usdtAddressHandlers, ...opsLoginHandlers, ...opsKycHandlers, ...opsAuditHandlers, ...opsStaffHandlers, ...commonHandlers,
  ...walletConfHandlers, ...assetHandlers, ...depositHandlers, ...withdrawHandlers, ...transferHandlers, ...exchangeHandlers, ...opsFinanceHandlers, ...opsCorrectionHandlers,
  ...studioPublishedHandlers, ...studioVersionHandlers, ...studioDraftHandlers, ...studioFileHandlers, ...studioTextHandlers, ...studioPreviewHandlers };
