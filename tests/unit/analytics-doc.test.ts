import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { payloadKeys } from '@/platform/analytics/model/events';

/**
 * The exposure query marketers paste into GrowthBook (docs/analytics.md) reads this site's events:
 * the event's name and parameters as the site pushes them, `variation_id` as the text it is.
 */
const doc = readFileSync(join(process.cwd(), 'docs/analytics.md'), 'utf8');
const query = /```sql\n([\s\S]*?)```/.exec(doc.slice(doc.indexOf('The exposure query')))?.[1] ?? '';

describe('the GrowthBook exposure query in the analytics guide', () => {
  it('reads the exposure event with each of its parameters, the variation as text', () => {
    expect(query).toContain("event_name = 'experiment_viewed'");
    for (const key of payloadKeys.experiment_viewed) expect(query, key).toContain(`WHERE key = '${key}'`);
    expect(query).toMatch(/SELECT value\.string_value FROM UNNEST\(event_params\) WHERE key = 'variation_id'/);
    expect(query).toMatch(/\) AS variation_id,/);
  });
});
