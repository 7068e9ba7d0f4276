import { Text } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cancellationDescriptor } from '../model/cancellation';
import { contractsNamespace } from '../namespace';
import { ContractForm } from './contract-form';
import classes from './contracts.module.css';

function Group({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      {description ? <Text mb="sm">{description}</Text> : null}
      <div className={classes.groupInputs}>{children}</div>
    </fieldset>
  );
}

/**
 * The cancellation ("Verträge hier kündigen"), its inputs in three groups: who, which contract,
 * how and when.
 */
export function CancellationForm() {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'cancellation.form' });
  return (
    <ContractForm
      descriptor={cancellationDescriptor}
      kind="cancellation"
      heading={t('heading')}
      layout={(input) => (
        <>
          <Group legend={t('who')}>
            {input('name')}
            {input('email')}
          </Group>
          <Group legend={t('which')} description={t('whichDescription')}>
            {input('contractReference')}
            {input('street')}
            {input('postalCode')}
            {input('city')}
          </Group>
          <Group legend={t('how')}>
            {input('kind')}
            <div className={classes.onlyExtraordinary}>{input('reason')}</div>
            {input('effective')}
            <div className={classes.onlyChosenDate}>{input('effectiveDate')}</div>
          </Group>
        </>
      )}
    />
  );
}
