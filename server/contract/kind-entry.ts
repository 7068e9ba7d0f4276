/**
 * What the contract declares about each kind of submission (its `x-submission` and the
 * `x-crm-field` of its fields), as the generated kinds table holds it. The service, the mock, the
 * site's adapter and its outbox read the table; nothing else names the kinds.
 */
export interface EffectDeclaration<Action extends string = string> {
  action: Action;
  /** Only when these fields have these values (a PayPal order only for `paymentMethod: paypal`). */
  when?: Readonly<Record<string, string>>;
}

export interface CrmFieldDeclaration {
  /** The field of the submission. */
  from: string;
  /** The CRM's field. */
  to: string;
  /** Values the CRM spells differently (a ticked consent `yes` is `1` there). */
  values?: Readonly<Record<string, string>>;
}

export interface KindEntry<Kind extends string = string, Action extends string = string> {
  kind: Kind;
  /** The path of its POST below the API's base. */
  path: `/${string}`;
  /** The start of its ids (`cb_…`). */
  idPrefix: string;
  /** What its `201` carries: an id, a receipt (id and time of receipt), or an order (id, and for PayPal the approval address). */
  answer: 'id' | 'receipt' | 'order';
  /** Whether a browser without JavaScript may post it (the contract takes multipart/form-data). */
  noJs: boolean;
  /** The fields its request always requires. */
  required: readonly string[];
  /** The site's page of its form, where a visitor without JavaScript whose post failed goes back to. */
  formPage: string;
  /** Where a visitor without JavaScript goes once it was taken: this page, one chosen by a field, or else the receipt page. */
  thanksPage?: string;
  thanksPageBy?: { field: string; pages: Readonly<Record<string, string>> };
  /** What a submission causes outside. */
  effects: ReadonlyArray<EffectDeclaration<Action>>;
  /** For a CRM forward: the value of the CRM's FORM field (fixed, or the value of a field) and the fields it carries. */
  crm?: { form: string | { field: string }; fields: readonly CrmFieldDeclaration[] };
}

/** Pure: the effects a submission with these fields causes. */
export function effectsOf<Action extends string>(entry: KindEntry<string, Action>, fields: Readonly<Record<string, string>>): Action[] {
  return entry.effects.filter((effect) => Object.entries(effect.when ?? {}).every(([name, value]) => fields[name] === value)).map((effect) => effect.action);
}

/** Pure: the CRM's fields of a lead, with the hidden field SUBMISSION_ID the CRM deduplicates on. */
export function crmFieldsOf(entry: KindEntry, submissionId: string, fields: Readonly<Record<string, string>>): Record<string, string> {
  if (!entry.crm) return {};
  const form = typeof entry.crm.form === 'string' ? entry.crm.form : (fields[entry.crm.form.field] ?? '');
  const mapped = entry.crm.fields.map(({ from, to, values }) => {
    const value = fields[from] ?? '';
    return [to, values && Object.hasOwn(values, value) ? (values[value] as string) : values ? '' : value] as const;
  });
  return { SUBMISSION_ID: submissionId, FORM: form, ...Object.fromEntries(mapped) };
}
