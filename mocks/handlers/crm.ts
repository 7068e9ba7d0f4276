import { delay, http, HttpResponse } from 'msw';
import { crmLog } from '../crm-log';
import { allowAnyOrigin, preflightHeaders } from '../cors';
import { looksLikeEmail, readBody } from '../read-body';
import { chooseScenario, scenarioCookie, scenarioName, type ChosenScenario } from '../scenario';

/**
 * The CRM's hosted-form endpoint, mirroring `src/adapters/crm.ts`. Like the real provider it
 * answers a good submission with a 302 to a confirmation page, with CORS on the 302 only;
 * the confirmation page allows no CORS, so a client that follows the redirect fails.
 * Failure modes: see `mocks/scenario.ts` and docs/testing.md.
 */
const requiredFields = ['EMAIL', 'VORNAME', 'NACHNAME', 'OPT_IN'] as const;

function problem(status: number, message: string) {
  return HttpResponse.json({ message }, { status, headers: allowAnyOrigin });
}

/** A callback request forwarded by the site API (FORM=callback) has a phone number instead of an address. */
const callbackFields = ['TELEFON', 'OPT_IN'] as const;

function validate(fields: Record<string, string>): string | undefined {
  if (fields.FORM === 'callback') {
    const absent = callbackFields.filter((name) => !fields[name]?.trim());
    return absent.length > 0 ? `Missing required fields: ${absent.join(', ')}` : undefined;
  }
  const missing = requiredFields.filter((name) => !fields[name]?.trim());
  if (missing.length > 0) return `Missing required fields: ${missing.join(', ')}`;
  if (!looksLikeEmail(fields.EMAIL?.trim() ?? '')) return 'EMAIL is not a valid e-mail address';
  return undefined;
}

/** Failures so far of this address under the same flaky token: the log is the counter. */
function earlierAttempts(chosen: ChosenScenario, email: string): number {
  return crmLog.list().filter((entry) => entry.scenario === chosen.label && (entry.fields.EMAIL ?? '').trim().toLowerCase() === email).length;
}

export const crmHandlers = [
  http.options('*/crm/form', () => new HttpResponse(null, { status: 204, headers: preflightHeaders('POST, OPTIONS') })),

  http.post('*/crm/form', async ({ request, cookies }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    const body = await readBody(request);
    const fields = body?.kind === 'form' ? body.fields : {};
    const email = (fields.EMAIL ?? '').trim().toLowerCase();
    const chosen = chooseScenario({ header: request.headers.get(scenarioName), cookie: scenarioCookie(cookies), fields: [email] });
    const { scenario } = chosen;
    const log = (status: number | 'dropped' | 'hung') =>
      crmLog.add({ path: url.pathname, contentType, fields, scenario: chosen.label, scenarioSource: chosen.source, status });

    if (scenario.kind === 'drop') {
      log('dropped');
      return HttpResponse.error();
    }
    if (scenario.kind === 'status') {
      log(scenario.status);
      return problem(scenario.status, `Mock scenario ${chosen.label}`);
    }
    if (scenario.kind === 'flaky' && earlierAttempts(chosen, email) < scenario.failures) {
      log(500);
      return problem(500, `Mock scenario ${chosen.label}: failing this attempt`);
    }
    if (scenario.kind === 'hang' && earlierAttempts(chosen, email) < scenario.times) {
      // Taken and never answered: whether it arrived is what the sender cannot know.
      log('hung');
      await Promise.race([delay('infinite'), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
      return HttpResponse.error();
    }

    const invalid = body?.kind !== 'form' ? 'Expected multipart/form-data or application/x-www-form-urlencoded' : validate(fields);
    const status = body?.kind !== 'form' ? 415 : invalid ? 400 : 302;
    log(status);
    if (scenario.kind === 'slow') await delay(scenario.ms);
    if (invalid) return problem(status, invalid);
    return new HttpResponse(null, {
      status: 302,
      headers: { Location: `${url.origin}/crm/confirmed`, ...allowAnyOrigin },
    });
  }),

  http.get('*/crm/confirmed', () =>
    // Deliberately no Access-Control-Allow-Origin: following the redirect must fail in a browser.
    HttpResponse.html(
      '<!doctype html><html lang="de"><meta charset="utf-8"><title>Bestätigt</title>' +
        '<h1>Fast geschafft!</h1><p>Bitte bestätige deine E-Mail-Adresse.</p></html>',
    ),
  ),
];
