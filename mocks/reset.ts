import { apiLog } from './api-log';
import { crmLog } from './crm-log';
import { resetGrowthbookPayload } from './handlers/growthbook';

/** Forgets every submission and the GrowthBook payload; call it between tests. */
export function resetMockState(): void {
  crmLog.clear();
  apiLog.clear();
  resetGrowthbookPayload();
}
