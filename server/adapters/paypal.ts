import { CheckoutPaymentIntent, Client, Environment, OrdersController, PaypalExperienceUserAction } from '@paypal/paypal-server-sdk';
import type { Result } from './result.ts';

/**
 * The only module that talks to PayPal, through its official server SDK (Orders v2). The SDK
 * knows only PayPal's two hosts; PAYPAL_BASE_URL (the loopback mock in `npm start`) is reached by
 * giving its HTTP client a fetch that swaps the host. In vitest MSW answers PayPal's own host.
 */
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  baseUrl: string | undefined;
  /** Longest one call to PayPal may take (the SDK's own limit; a caller's signal may end it sooner). */
  timeoutMs: number;
}

export interface PaypalOrder {
  providerOrderId: string;
  approvalUrl: string;
}

/** The first month, authorized at approval and captured when the device ships (see the plans on the site). */
const firstMonth: Record<string, string> = { basis: '9.90', erweitert: '19.90', 'alles-dabei': '49.90' };

/** Pure: what PayPal is asked to authorize for a plan. */
export const amountOf = (plan: string) => ({ currencyCode: 'EUR', value: Object.hasOwn(firstMonth, plan) ? (firstMonth[plan] as string) : '0.00' });

/** An order as PayPal reports it: its status, and the amount of its (one) purchase unit. */
export interface PaypalOrderState {
  status: string;
  currencyCode: string;
  value: string;
}

function redirectingFetch(baseUrl: string): typeof fetch {
  const target = new URL(baseUrl);
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.protocol = target.protocol;
    url.host = target.host;
    url.pathname = `${target.pathname.replace(/\/$/, '')}${url.pathname}`;
    return fetch(input instanceof Request ? new Request(url, input) : url, init);
  };
}

export function createPaypal(settings: PaypalSettings) {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: settings.timeoutMs,
    // Axios's fetch adapter: the same global fetch MSW intercepts in tests.
    unstable_httpClientOptions: { adapter: 'fetch', ...(settings.baseUrl ? { env: { fetch: redirectingFetch(settings.baseUrl), Request, Response } } : {}) },
  });
  const orders = new OrdersController(client);

  return {
    async createOrder(
      input: { requestId: string; plan: string; returnUrl: string; cancelUrl: string; locale: string },
      signal?: AbortSignal,
    ): Promise<Result<PaypalOrder>> {
      try {
        const { result } = await orders.createOrder(
          {
            paypalRequestId: input.requestId,
            body: {
              intent: CheckoutPaymentIntent.Authorize,
              purchaseUnits: [{ referenceId: input.requestId, amount: amountOf(input.plan) }],
              paymentSource: {
                paypal: {
                  experienceContext: {
                    returnUrl: input.returnUrl,
                    cancelUrl: input.cancelUrl,
                    locale: input.locale === 'en' ? 'en-DE' : 'de-DE',
                    userAction: PaypalExperienceUserAction.PayNow,
                  },
                },
              },
            },
          },
          { abortSignal: signal ? AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]) : AbortSignal.timeout(settings.timeoutMs) },
        );
        const approvalUrl = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
        if (!result.id || !approvalUrl) return { ok: false, error: 'PayPal answered without an approval link' };
        return { ok: true, value: { providerOrderId: result.id, approvalUrl } };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return { ok: false, error: `PayPal failed (${status ?? (error as Error).name})` };
      }
    },

    /** Asks PayPal for the state of an order: whether the payer approved it, and for what amount. */
    async getOrder(providerOrderId: string, signal?: AbortSignal): Promise<Result<PaypalOrderState>> {
      try {
        const { result } = await orders.getOrder(
          { id: providerOrderId },
          { abortSignal: signal ? AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]) : AbortSignal.timeout(settings.timeoutMs) },
        );
        const amount = result.purchaseUnits?.[0]?.amount;
        return { ok: true, value: { status: String(result.status ?? ''), currencyCode: amount?.currencyCode ?? '', value: amount?.value ?? '' } };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return { ok: false, error: `PayPal failed (${status ?? (error as Error).name})` };
      }
    },
  };
}

export type Paypal = ReturnType<typeof createPaypal>;
