import { useHomeTranslation } from '@/features/home/use-home-translation';
import { InfoPackageEmailForm, type InfoPackageEmailCopy } from '@/features/info-package/components/info-package-email-form';

/** The home page's e-mail field for the info package, in the hero and in two sections further down. */
export function HomeEmailForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useHomeTranslation();
  const copy: InfoPackageEmailCopy = t('emailForm', { returnObjects: true });
  return <InfoPackageEmailForm copy={copy} aria-labelledby={labelledBy} />;
}
