import { useTranslation } from 'react-i18next';
import { formatDecimal, formatPrice } from '@/platform/formatting/model/format';
import { lowestMonthlyPrice, newYearCampaign, offerTerms } from '@/platform/plans/plans';
import { localeOf } from '@/i18n/locale';

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
    inches: formatDecimal(offerTerms.screenInches, localeOf(i18n.language)),
    donation: formatPrice(newYearCampaign.donationPerTrial),
  };
}
