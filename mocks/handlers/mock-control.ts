import { http, HttpResponse } from 'msw';
import { apiLog } from '../api-log';
import { crmLog } from '../crm-log';
import { gtmLog } from '../gtm-log';
import { preflightHeaders } from '../cors';
import { resetGrowthbookPayload, setGrowthbookPayload, type GrowthbookPayload } from './growthbook';

/**
 * Endpoints for testers, not part of any real system: read and reset the submission logs, set
 * the GrowthBook payload. They are handlers like the others, so they work the same in vitest,
 * in `npm run dev` (MSW in the page) and on the loopback server, with CORS for the site.
 */
const headers = preflightHeaders('GET, PUT, DELETE, OPTIONS');

const isPayload = (value: unknown): value is GrowthbookPayload =>
  typeof value === 'object' && value !== null && typeof (value as { features?: unknown }).features === 'object';

export const mockControlHandlers = [
  http.options('*/__mock/*', () => new HttpResponse(null, { status: 204, headers })),

  http.get('*/__mock/crm/submissions', () => HttpResponse.json(crmLog.list(), { headers })),
  http.delete('*/__mock/crm/submissions', () => {
    crmLog.clear();
    return new HttpResponse(null, { status: 204, headers });
  }),

  http.get('*/__mock/api/submissions', () => HttpResponse.json(apiLog.list(), { headers })),
  http.delete('*/__mock/api/submissions', () => {
    apiLog.clear();
    return new HttpResponse(null, { status: 204, headers });
  }),

  http.get('*/__mock/gtm/loads', () => HttpResponse.json(gtmLog.list(), { headers })),
  http.delete('*/__mock/gtm/loads', () => {
    gtmLog.clear();
    return new HttpResponse(null, { status: 204, headers });
  }),

  http.put('*/__mock/growthbook/payload', async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    if (!isPayload(body)) return HttpResponse.json({ message: 'Expected a GrowthBook payload with "features"' }, { status: 400, headers });
    setGrowthbookPayload(body);
    return new HttpResponse(null, { status: 204, headers });
  }),
  http.delete('*/__mock/growthbook/payload', () => {
    resetGrowthbookPayload();
    return new HttpResponse(null, { status: 204, headers });
  }),
];
