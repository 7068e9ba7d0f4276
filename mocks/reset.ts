import { apiLog } from './api-log';
import { crmLog } from './crm-log';
import { gtmLog } from './gtm-log';
import { resetIdempotencyKeys } from './handlers/api';
import { resetGrowthbookPayload } from './handlers/growthbook';
import { resetPaypalOrders } from './handlers/paypal';

/** Forgets every submission, every container load and the GrowthBook payload; call it between tests. */
export function resetMockState(): void {
  crmLog.clear();
  apiLog.clear();
  gtmLog.clear();
  resetIdempotencyKeys();
  resetGrowthbookPayload();
  resetPaypalOrders();
}
