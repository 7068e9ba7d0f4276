import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/platform/formatting/model/format';
import { lowestMonthlyPrice, newYearCampaign, offerTerms } from '@/platform/plans/plans';

/**
 * The offer's numbers, ready to interpolate into copy: `{{days}}`, `{{fee}}`, `{{from}}`,
 * `{{inches}}`, `{{donation}}`. Prices go through `formatPrice`; the screen size follows the
 * page language.
 */
export function useOfferValues() {
  const { i18n } = useTranslation();
  return {
    days: offerTerms.trialDays,
    fee: formatPrice(offerTerms.hardwareFee),
    from: formatPrice(lowestMonthlyPrice()),
    inches: new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE').format(offerTerms.screenInches),
    donation: formatPrice(newYearCampaign.donationPerTrial),
  };
}
