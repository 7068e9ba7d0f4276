import { useTranslation } from 'react-i18next';
import type { ConsentCategory } from '../model/consent-record';
import { storedDataOf, type Retention, type StoredData } from '../model/stored-data';
import classes from './consent.module.css';

function useRetentionText(): (retention: Retention) => string {
  const { t } = useTranslation('common');
  return (retention) => {
    if (retention.kind !== 'days') return t(`consent.retention.${retention.kind}`);
    return retention.days % 365 === 0 ? t('consent.retention.years', { count: retention.days / 365 }) : t('consent.retention.days', { count: retention.days });
  };
}

/** What one category keeps on the device: what, where (with the technical names), who, how long. */
export function StoredDataList({ category }: { category: ConsentCategory }) {
  const { t } = useTranslation('common');
  const retentionText = useRetentionText();
  return (
    <ul className={classes.dataList}>
      {storedDataOf(category).map((entry: StoredData) => (
        <li key={`${entry.area}-${entry.id}`}>
          <span className={classes.dataPurpose}>{t(`consent.data.${entry.id}`)}</span>{' '}
          <span>
            {t('consent.where')}: {t(`consent.area.${entry.area}`)} (<code className={classes.names}>{entry.names.join(', ')}</code>). {t('consent.who')}:{' '}
            {t(`consent.owner.${entry.owner}`)}. {t('consent.howLong')}: {retentionText(entry.retention)}.
          </span>
        </li>
      ))}
    </ul>
  );
}
