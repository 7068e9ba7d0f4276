import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileContract } from '@server/contract/compile.ts';
import { submissionPaths } from '@server/contract/kinds.generated';
import { bodies, contractText } from '@tests/utils/contract-cases';
import { barrierReportDescriptor } from '@/features/accessibility-feedback/model/barrier-report';
import { callbackDescriptor } from '@/features/callback/model/callback-descriptor';
import { cancellationDescriptor } from '@/features/contracts/model/cancellation';
import { withdrawalDescriptor } from '@/features/contracts/model/withdrawal';
import { testUserDescriptor } from '@/features/test-user/model/test-user-descriptor';
import { isLocale } from '@/i18n/locale';
import { createFormModel } from '@/platform/forms/model/create-form-model';
import type { FieldValue } from '@/platform/forms/model/field-definition';
import { type AnySubmissionDescriptor, localDay, type SubmissionRequest } from '@/platform/forms/submission/model/descriptor';

/**
 * Each form of the site API accepts exactly what the contract accepts. Bodies are made from the
 * contract's request schemas (`tests/utils/contract-cases.ts`); each is typed into the form as a
 * visitor would (a ticked box for `consent: yes`, the date of a cancellation into its field), and
 * the form's own rules and rules between inputs decide, as on the page. Both ways:
 *
 * - a body the contract accepts, the form sends, and what it sends is that body (or the part of it
 *   the form sends at all: a reason only with an extraordinary cancellation, an address only when
 *   whole), and the contract accepts what it sends;
 * - a body the contract refuses, the form refuses too, unless the body is one the form could not
 *   have made: then the form leaves out what it should not have had (a reason typed before choosing
 *   an ordinary cancellation), gives what it always gives (a callback without a time is for any
 *   time) or writes what was typed in the contract's notation (`1011` as `10:11`), and the contract
 *   accepts what it sends.
 *
 * The info package goes to the CRM's hosted form, which has no contract of ours.
 */

const contract = compileContract(contractText);
const today = localDay(new Date());

function sectionCopy(namespace: string, section: string): unknown {
  const copy = JSON.parse(readFileSync(join(process.cwd(), `src/i18n/locales/de/${namespace}.json`), 'utf8')) as Record<string, unknown>;
  return section.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
}

interface FormCase {
  readonly descriptor: (body: Record<string, string>) => AnySubmissionDescriptor;
  /** What a visitor types to send the body, where it is not the body's own text. */
  readonly typed?: (body: Record<string, string>) => Record<string, FieldValue>;
  readonly given: readonly string[];
  readonly narrowed?: Readonly<Record<string, fc.Arbitrary<string>>>;
  /** Fields the form writes in the contract's notation whatever the visitor's (a time as `HH:MM`). */
  readonly written?: readonly string[];
}

/** The days from today on: the contract's pattern takes any digits, the form a day that exists and is not past. */
const comingDays = fc.integer({ min: 0, max: 3 * 366 }).map((days) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
});

const ticked = (body: Record<string, string>) => ({ consent: body.consent === 'yes' });

const forms: Record<string, FormCase> = {
  callback: { descriptor: () => callbackDescriptor, typed: ticked, given: ['locale'], written: ['time'] },
  'test-user': { descriptor: (body) => testUserDescriptor(body.programme === 'dipa' ? 'dipa' : 'test-user'), typed: ticked, given: ['locale', 'programme'] },
  cancellation: {
    descriptor: () => cancellationDescriptor,
    // "On a date" and the date, in German notation now and then, or the choice of the earliest.
    typed: ({ effective }): Record<string, FieldValue> =>
      effective === undefined
        ? { effective: '' }
        : effective === 'earliest'
          ? { effective }
          : { effective: 'date', effectiveDate: effective.length % 2 ? effective.split('-').reverse().join('.') : effective },
    given: ['locale'],
    narrowed: { effective: fc.oneof(fc.constant('earliest'), comingDays) },
  },
  withdrawal: { descriptor: () => withdrawalDescriptor, given: ['locale'] },
  'accessibility-feedback': { descriptor: () => barrierReportDescriptor, given: ['locale'] },
};

/** What the form sends for the values a visitor typed, or undefined when its rules refuse them. */
async function sentBy(descriptor: AnySubmissionDescriptor, body: Record<string, string>, typed: Record<string, FieldValue>) {
  const copy = { fields: sectionCopy(descriptor.copy.namespace, `${descriptor.copy.section}.fields`), message: (key: string) => key };
  const fields = descriptor.fields(copy);
  const values = Object.fromEntries(
    fields.filter(({ type }) => type !== 'hidden').map(({ name, type }) => [name, typed[name] ?? body[name] ?? (type === 'checkbox' ? false : '')]),
  );
  const form = createFormModel(fields, { values, crossFieldRules: descriptor.crossFieldRules?.(copy, today) });
  const locale = isLocale(body.locale) ? body.locale : 'de';
  let sent: SubmissionRequest | undefined;
  const result = await form.submit((counted) => {
    sent = descriptor.request(counted, { locale, today, honeypot: '' });
  });
  form.dispose();
  return result.status === 'submitted' ? sent : undefined;
}

const withoutEmpty = (request: SubmissionRequest) => Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));

describe.each(Object.entries(forms))('the form of %s', (kind, { descriptor, typed, given, narrowed, written = [] }) => {
  const path = submissionPaths[kind as keyof typeof submissionPaths];

  it('accepts exactly the bodies the contract accepts', { timeout: 60_000 }, async () => {
    const seen = { accepted: 0, refusedByBoth: 0, leftOut: 0 };
    await fc.assert(
      fc.asyncProperty(bodies(path, { given, unsent: ['email_address_check'], narrowed }), async (body) => {
        const problem = contract.check(path, body);
        const sent = await sentBy(descriptor(body), body, typed?.(body) ?? {});
        const sentProblem = sent && contract.check(path, sent);
        if (problem === undefined) {
          expect(sent, `the contract takes ${JSON.stringify(body)}; the form refuses it`).toBeDefined();
          // The form sends the body, or the part of it it sends at all.
          expect(body).toMatchObject(withoutEmpty(sent ?? {}));
          expect(sentProblem).toBeUndefined();
          seen.accepted += 1;
        } else if (sent === undefined) {
          seen.refusedByBoth += 1;
        } else {
          expect(sentProblem, `the form sends ${JSON.stringify(sent)} for ${JSON.stringify(body)}, which the contract refuses (${problem})`).toBeUndefined();
          // It left out what the body should not have had, gave what it always gives (no time is
          // "any time"), or wrote what the visitor typed in the contract's notation.
          const changed = Object.entries(withoutEmpty(sent)).filter(
            ([name, value]) => body[name] !== value && !(body[name] === undefined && value === '') && !written.includes(name),
          );
          expect(changed, `the form changes ${JSON.stringify(body)} into ${JSON.stringify(sent)}`).toEqual([]);
          expect(withoutEmpty(sent)).not.toEqual(body);
          seen.leftOut += 1;
        }
      }),
      { numRuns: 600 },
    );
    // The cases reach both sides of the contract.
    expect(seen.accepted).toBeGreaterThan(25);
    expect(seen.refusedByBoth).toBeGreaterThan(25);
  });
});
