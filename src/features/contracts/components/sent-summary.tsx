import { useTranslation } from 'react-i18next';
import { contractsNamespace } from '../namespace';
import { germanDay, summaryLines } from '../model/summary';
import classes from './contracts.module.css';

type Labelled = 'name' | 'email' | 'contractReference' | 'street' | 'postalCode' | 'city' | 'kind' | 'reason' | 'effective' | 'orderReference' | 'contract';
const labelled: ReadonlySet<string> = new Set<Labelled>([
  'name',
  'email',
  'contractReference',
  'street',
  'postalCode',
  'city',
  'kind',
  'reason',
  'effective',
  'orderReference',
  'contract',
]);

/** The request, line by line, as it was (or will be) sent: the receipt and the withdrawal's confirmation step show it. */
export function SentSummary({ request }: { request: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  const shown = (field: string, value: string) => {
    if (field === 'kind' && (value === 'ordinary' || value === 'extraordinary')) return t(`values.kind.${value}`);
    if (field === 'effective') return value === 'earliest' ? t('values.earliest') : germanDay(value);
    return value;
  };
  return (
    <dl className={classes.summary} data-testid="sent-summary">
      {summaryLines(request)
        .filter(({ field }) => labelled.has(field))
        .map(({ field, value }) => (
          <div key={field} className={classes.summaryLine} data-field={field}>
            <dt>{t(`labels.${field as Labelled}`)}</dt>
            <dd>{shown(field, value)}</dd>
          </div>
        ))}
    </dl>
  );
}
