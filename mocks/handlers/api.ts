import { delay, http, HttpResponse } from 'msw';
import { apiLog } from '../api-log';
import { allowAnyOrigin, preflightHeaders } from '../cors';
import { looksLikeEmail, readBody, textField } from '../read-body';
import { chooseScenario, scenarioCookie, scenarioName } from '../scenario';

/**
 * The site's own endpoints, mirroring `src/adapters/api.ts`: JSON or form data in, `201 { id }`
 * out, `400 { message }` for a bad request. The site runs on another origin, so every answer
 * carries CORS headers and JSON posts get their preflight answered. Scenario switches as for the
 * CRM (mocks/scenario.ts), read from the header, the cookie, the `email` or the `phone` field.
 */
type Endpoint = { path: string; validate: (fields: Record<string, unknown>) => string | undefined };

const endpoints: Endpoint[] = [
  { path: 'callback', validate: (fields) => (textField(fields, 'phone') ? undefined : 'phone is required') },
  {
    path: 'test-user',
    validate: (fields) => {
      const email = textField(fields, 'email');
      if (!email) return 'email is required';
      return looksLikeEmail(email) ? undefined : 'email is not a valid e-mail address';
    },
  },
];

function problem(status: number, message: string) {
  return HttpResponse.json({ message }, { status, headers: allowAnyOrigin });
}

function handlersOf({ path, validate }: Endpoint) {
  return [
    http.options(`*/api/${path}`, () => new HttpResponse(null, { status: 204, headers: preflightHeaders('POST, OPTIONS') })),

    http.post(`*/api/${path}`, async ({ request, cookies }) => {
      const url = new URL(request.url);
      const contentType = request.headers.get('content-type') ?? '';
      const body = await readBody(request);
      const fields: Record<string, unknown> = body?.fields ?? {};
      const email = textField(fields, 'email')?.toLowerCase();
      const chosen = chooseScenario({
        header: request.headers.get(scenarioName),
        cookie: scenarioCookie(cookies),
        fields: [email, textField(fields, 'phone')],
      });
      const { scenario } = chosen;
      const earlier = () =>
        apiLog.list().filter((entry) => entry.path === url.pathname && entry.scenario === chosen.label && textField(entry.fields, 'email')?.toLowerCase() === email).length;
      const log = (status: number | 'dropped') =>
        apiLog.add({ path: url.pathname, contentType, fields, scenario: chosen.label, scenarioSource: chosen.source, status });

      if (scenario.kind === 'drop') {
        log('dropped');
        return HttpResponse.error();
      }
      if (scenario.kind === 'status') {
        log(scenario.status);
        return problem(scenario.status, `Mock scenario ${chosen.label}`);
      }
      if (scenario.kind === 'flaky' && earlier() < scenario.failures) {
        log(500);
        return problem(500, `Mock scenario ${chosen.label}: failing this attempt`);
      }

      const invalid = body ? validate(fields) : 'Expected JSON or form data';
      const status = !body ? 415 : invalid ? 400 : 201;
      const entry = log(status);
      if (scenario.kind === 'slow') await delay(scenario.ms);
      if (invalid) return problem(status, invalid);
      return HttpResponse.json({ id: `${path}-${entry.id}` }, { status: 201, headers: allowAnyOrigin });
    }),
  ];
}

export const apiHandlers = endpoints.flatMap(handlersOf);
