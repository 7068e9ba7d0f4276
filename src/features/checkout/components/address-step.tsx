import { Button } from '@/ui/kit/buttons';
import { Group, Stack } from '@/ui/kit/layout';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { EngineForm } from '@/platform/forms/components/engine-form';
import { contactFields, type ContactFieldCopy, type ContactMessageKey } from '@/platform/forms/model/contact-fields';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { useFormModel } from '@/platform/forms/use-form-model';
import { updateCheckoutDraft } from '../checkout-store';
import { addressOf, stepProblem, type CheckoutDraft } from '../model/checkout-draft';
import { useCheckoutDraft } from '../use-checkout-draft';
import { StepProblem } from './step-problem';
import { type Locale, localeOf } from '@/i18n/locale';

/**
 * The address step: where the device goes and how to reach the visitor. What is typed is kept in
 * the tab's draft at every change, so a reload, a step back or a language switch loses nothing.
 */
export function AddressStep() {
  const { i18n } = useTranslation('checkout');
  const locale = localeOf(i18n.language);
  const { draft, update } = useCheckoutDraft();
  const problem = draft ? stepProblem(draft, 'address') : undefined;

  // The moment the address step shows for this order is the `checkout` event, once per order.
  useEffect(() => {
    if (!draft || problem || draft.tracked) return;
    track('checkout');
    update((current) => ({ ...current, tracked: true }));
  }, [draft, problem, update]);

  if (problem) return <StepProblem problem={problem} />;
  // The descriptions and messages are made with the inputs: a new language makes new inputs.
  return <AddressForm key={locale} locale={locale} saved={draft?.address} />;
}

/** `saved`: the draft's address, undefined until it has been read after hydration. */
function AddressForm({ locale, saved }: { locale: Locale; saved: CheckoutDraft['address'] | undefined }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const fields = useMemo(() => {
    const copy = t('addressForm.fields', { returnObjects: true }) as ContactFieldCopy;
    return contactFields(copy, (key: ContactMessageKey) => t(`addressForm.messages.${key}`));
  }, [t]);
  const form = useFormModel(fields, { locale, values: saved ?? {} });

  // The draft fills what the visitor has not typed yet (before the page was live, say), and from
  // then on every change of the address is kept.
  useEffect(() => {
    if (!saved) return;
    const typed = form.getSnapshot().values;
    for (const [name, value] of Object.entries(saved)) if (!typed[name] && value) form.setValue(name, value);
    let last = JSON.stringify(addressOf(form.getSnapshot().values));
    return form.subscribe(() => {
      const address = addressOf(form.getSnapshot().values);
      const serialised = JSON.stringify(address);
      if (serialised === last) return;
      last = serialised;
      // A changed address has to pass the step's rules again before the payment step opens.
      updateCheckoutDraft((draft) => ({ ...draft, address, addressDone: false }));
    });
  }, [form, saved]);

  async function next(values: FormValues) {
    updateCheckoutDraft((draft) => ({ ...draft, address: addressOf(values), addressDone: true }));
    await navigate(paths.checkoutPayment);
  }

  return (
    <Stack gap="md">
      <EngineForm form={form} onSubmit={next} submitLabel={t('addressForm.submit')} aria-label={t('addressForm.label')} />
      <Group>
        <Button component={Link} to={paths.checkout} variant="subtle">
          {t('addressForm.back')}
        </Button>
      </Group>
    </Stack>
  );
}
