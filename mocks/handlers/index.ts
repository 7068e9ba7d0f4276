import { apiHandlers } from './api';
import { crmHandlers } from './crm';
import { growthbookHandlers } from './growthbook';
import { gtmHandlers } from './gtm';
import { mockControlHandlers } from './mock-control';
import { paypalHandlers } from './paypal';

/** Every mock (CRM, site API, PayPal, GrowthBook, tag manager), for vitest (mocks/node.ts), the browser (mocks/browser.ts) and the loopback server (mocks/server.ts). */
export const handlers = [...crmHandlers, ...apiHandlers, ...growthbookHandlers, ...gtmHandlers, ...paypalHandlers, ...mockControlHandlers];
