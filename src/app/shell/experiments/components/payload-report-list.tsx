import { useTranslation } from 'react-i18next';
import { Text, Title } from '@/ui/kit/typography';
import type { PayloadReport, ReasonCode } from '@experiments/schema';

/**
 * What the site left out of the payload in charge, each with the reason: rules it skipped (the
 * next rule or the default applied instead), features it has no use for, experiments it does not
 * run, and its own features the payload lacks. Nothing is ignored without a line here.
 */
/** One line of the list: where, and the reason's code (`missing` for a feature the payload lacks). */
interface Line {
  readonly key: string;
  readonly rule?: number;
  readonly ruleId?: string;
  readonly code: ReasonCode | 'missing';
  readonly detail?: string;
}

type Group = 'skipped' | 'unused' | 'refused' | 'missing';

export function PayloadReportList({ report }: { report: PayloadReport }) {
  const { t } = useTranslation('qa');
  const where = (entry: Line) => (entry.rule === undefined ? entry.key : t('report.rule', { key: entry.key, rule: entry.rule + 1, id: entry.ruleId ?? '–' }));
  const groups: Array<{ id: Group; entries: readonly Line[] }> = [
    { id: 'skipped', entries: report.skipped },
    { id: 'unused', entries: report.unused },
    { id: 'refused', entries: report.refused },
    { id: 'missing', entries: report.missing.map((key) => ({ key, code: 'missing' as const })) },
  ];
  const empty = groups.every(({ entries }) => entries.length === 0);
  return (
    <section aria-labelledby="qa-report-title" data-payload-report>
      <Title order={3} size="h5" id="qa-report-title">
        {t('report.title')}
      </Title>
      {empty ? (
        <Text size="sm">{t('report.none')}</Text>
      ) : (
        groups.map(
          ({ id, entries }) =>
            entries.length > 0 && (
              <div key={id} data-report={id}>
                <Title order={4} size="h5" mt="xs">
                  {t(`report.${id}`)}
                </Title>
                <ul>
                  {entries.map((entry) => (
                    <li key={`${where(entry)}:${entry.code}:${entry.detail ?? ''}`}>
                      <Text size="sm">
                        <strong>{where(entry)}</strong>: {t(`report.reason.${entry.code}`, { detail: entry.detail ?? '' })}
                      </Text>
                    </li>
                  ))}
                </ul>
              </div>
            ),
        )
      )}
    </section>
  );
}
