import { parse, stringify } from 'yaml';

/**
 * The contract with a kind of submission it never had: a newsletter sign-up, forwarded to the
 * CRM. Tests that show what adding a kind takes give this to the code that reads the contract or
 * the table generated from it (the service, the mocks, the site), and nothing else.
 */
export function withNewsletterKind(contractText: string): string {
  const spec = parse(contractText) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
  spec.paths['/newsletter'] = {
    post: {
      operationId: 'createNewsletterSignUp',
      security: [],
      summary: 'A visitor signs up for the newsletter.',
      'x-submission': { kind: 'newsletter', idPrefix: 'nl', formPage: '/newsletter', thanksPage: '/success', effects: ['crm-forward'], crmForm: 'newsletter' },
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/NewsletterRequest' } },
          'multipart/form-data': { schema: { $ref: '#/components/schemas/NewsletterRequest' } },
        },
      },
      responses: { '201': { $ref: '#/components/responses/Created' }, '400': { $ref: '#/components/responses/BadRequest' } },
    },
  };
  spec.components.schemas.NewsletterRequest = {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'consent', 'locale'],
    properties: {
      email: { $ref: '#/components/schemas/Email', 'x-crm-field': 'EMAIL' },
      consent: { $ref: '#/components/schemas/Consent', 'x-crm-field': { name: 'OPT_IN', values: { yes: '1' } } },
      locale: { $ref: '#/components/schemas/Locale', 'x-crm-field': 'SPRACHE' },
      email_address_check: { $ref: '#/components/schemas/Honeypot' },
    },
  };
  return stringify(spec);
}
