import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/config/routes';
import { submissionKinds } from '../../server/contract/kinds.generated.ts';
import type { SubmissionKind } from '../../server/db/schema';
import { siteOrigin, startService, type TestService } from '../../server/testing/harness.ts';
import { dist, fileOf } from './dist';

/**
 * Every form of the built site that posts to the site API, sent as a browser without JavaScript
 * sends it: the prerendered markup is read from dist/, its visible fields are filled in, and the
 * successful controls go as multipart to the service (in-process, on an in-memory PGlite). The
 * visitor must land on the right thank-you or receipt page, and the service must hold what they
 * typed. The service's own tests post what the tests think a form sends; this posts what the
 * built page really sends.
 */

/** What a visitor types into each visible text field; '' for a field they leave empty. */
const typed: Record<string, string> = {
  name: 'Erika Muster',
  firstName: 'Erika',
  lastName: 'Muster',
  email: 'erika@example.com',
  phone: '030 1234567',
  time: '10:30',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  message: 'Ich möchte Lumi gern mit meiner Mutter ausprobieren.',
  problem: 'Das Menü ist mit der Tastatur nicht erreichbar.',
  location: '/shop',
  contractReference: 'L-1001',
  // An ordinary cancellation needs no reason.
  reason: '',
  effectiveDate: '31.01.2027',
};

/** Optional fields a visitor leaves empty on a form: they arrive as empty strings. */
const leftEmpty: Partial<Record<SubmissionKind, readonly string[]>> = {
  // The contract number identifies the contract; the postal address is only the other way.
  cancellation: ['street', 'postalCode', 'city'],
  'accessibility-feedback': ['name'],
};

/** The choices a visitor makes where the page has not made one (a radio group or a select). */
const chosen: Record<string, string> = { day: 'tue', user: 'relative', effective: 'date' };

/** The field names the site's hidden honeypot uses: a person never sees it, so never fills it. */
const honeypot = 'email_address_check';

interface NativeForm {
  page: string;
  kind: SubmissionKind;
  fields: Array<[string, string]>;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Pure on the markup: the successful controls of the form once the visitor filled it in, in document order. */
function fillIn(form: Element, kind: SubmissionKind): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const radios = new Map<string, Element[]>();
  for (const control of form.querySelectorAll('input, select, textarea')) {
    const name = control.getAttribute('name');
    if (!name || control.hasAttribute('disabled')) continue;
    const type = control.tagName === 'INPUT' ? (control.getAttribute('type') ?? 'text') : control.tagName.toLowerCase();
    if (type === 'submit' || type === 'button' || type === 'file') continue;
    if (type === 'radio') {
      radios.set(name, [...(radios.get(name) ?? []), control]);
      continue;
    }
    if (type === 'checkbox') {
      // Every box on these forms is a consent the form needs; a visitor ticks it.
      fields.push([name, control.getAttribute('value') ?? 'on']);
    } else if (type === 'hidden' || name === honeypot) {
      fields.push([name, control.getAttribute('value') ?? '']);
    } else if (type === 'select') {
      const options = [...control.querySelectorAll('option')].map((option) => option.getAttribute('value') ?? option.textContent ?? '');
      const choice = chosen[name];
      if (choice === undefined || !options.includes(choice)) throw new Error(`No choice for the select "${name}" among ${options.join(', ')}`);
      fields.push([name, choice]);
    } else {
      const value = leftEmpty[kind]?.includes(name) ? '' : typed[name];
      if (value === undefined) throw new Error(`No value to type into the field "${name}"`);
      fields.push([name, value]);
    }
  }
  for (const [name, group] of radios) {
    const values = group.map((radio) => radio.getAttribute('value') ?? 'on');
    const checked = group.find((radio) => radio.hasAttribute('checked'))?.getAttribute('value') ?? undefined;
    const wanted = chosen[name];
    const choice = wanted !== undefined && values.includes(wanted) ? wanted : checked;
    if (choice === undefined) throw new Error(`No choice for the radio group "${name}" among ${values.join(', ')}`);
    fields.push([name, choice]);
  }
  return fields;
}

function nativeForms(): NativeForm[] {
  const window = new Window();
  const forms: NativeForm[] = [];
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes('<form')) continue;
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    for (const form of document.querySelectorAll('form[method="post"][action]')) {
      const kind = new URL(form.getAttribute('action') ?? '', siteOrigin).pathname.split('/').pop() as SubmissionKind;
      if (!submissionKinds.includes(kind)) continue;
      expect(form.getAttribute('enctype'), file).toBe('multipart/form-data');
      const page = `/${relative(dist, file).replace(/(^|\/)index\.html$/, '')}`;
      forms.push({ page, kind, fields: fillIn(form as unknown as Element, kind) });
    }
  }
  void window.happyDOM.close();
  return forms;
}

/** The page a visitor must land on after sending the form of `page`. */
const thankYouOf = (form: NativeForm) =>
  form.kind === 'callback' ? paths.success : form.kind === 'test-user' ? (form.page === paths.dipa ? paths.dipaSubmit : paths.success) : paths.receipt;

/** What the service must hold: what was typed and chosen, as the contract words it. */
function expectedStored(fields: Array<[string, string]>): Record<string, string> {
  const stored = Object.fromEntries(fields.filter(([, value]) => value !== ''));
  if (stored.consent === 'on') stored.consent = 'yes';
  if (stored.effective === 'date') stored.effective = '2027-01-31';
  delete stored.effectiveDate;
  return stored;
}

const forms = nativeForms();
let service: TestService;
beforeAll(async () => {
  service = await startService();
}, 180_000);
afterAll(() => service?.close());

describe('the prerendered forms, sent without JavaScript', () => {
  it('are found on every page with a form to the site API', () => {
    expect(forms.map((form) => `${form.page} → ${form.kind}`).sort()).toEqual(
      [
        `${paths.accessibility} → accessibility-feedback`,
        `${paths.callbackform} → callback`,
        `${paths.cancellation} → cancellation`,
        `${paths.dipa} → test-user`,
        `${paths.testUser} → test-user`,
      ].sort(),
    );
  });

  it.each(forms.map((form) => [form.page, form] as const))('%s is taken and the visitor lands on its thank-you page', async (_page, form) => {
    const body = new FormData();
    for (const [name, value] of form.fields) body.append(name, value);
    const response = await service.post(`/${form.kind}`, body);
    expect(response.status, await response.clone().text()).toBe(303);
    const landing = new URL(response.headers.get('location') ?? '');
    expect(landing.origin).toBe(siteOrigin);
    expect(landing.pathname).toBe(thankYouOf(form));
    expect(existsSync(join(dist, fileOf(landing.pathname, 200))), `${landing.pathname} is built`).toBe(true);

    const id = landing.pathname === paths.receipt ? landing.searchParams.get('id') : undefined;
    const listed = (await (await service.staff(`/submissions?kind=${form.kind}`)).json()) as Array<{ id: string; fields: Record<string, string> }>;
    // Staff lists are newest first: without a receipt's id, the one just sent is the first.
    const stored = id ? listed.find((row) => row.id === id) : listed[0];
    expect(stored?.fields).toEqual(expectedStored(form.fields));
  });
});
