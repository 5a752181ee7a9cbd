import type { HandlerMap } from './services';
import { memberHandlers } from './member/handlers';
import { commonHandlers } from './common/handlers';

/** Every domain's handler map, merged; the catalogue check at start-up proves it complete. */
export const handlers: HandlerMap = { ...memberHandlers, ...commonHandlers };
