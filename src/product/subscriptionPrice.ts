import type { Translate } from '../i18n';
import '../i18n/strings/status';
import type { SubscriptionTerms } from './subscription';

/**
 * A subscription's price as shown: `price` (already formatted, "$18.00" or "from $18.00") with its period, and how
 * long it runs when the plan ends: "$18.00 / month", "$40.00 every 2 weeks", "$18.00 / month for 2 years",
 * "$18.00 / month, 6 payments". Imported directly (not through ./index.ts): its strings are the status area's, which
 * only pages showing a price carry.
 */
export function subscriptionPriceText(t: Translate, price: string, terms: SubscriptionTerms): string {
  const { every, unit } = terms;
  const per =
    every == 1
      ? unit == 'week'
        ? t('pricePerWeek', { price })
        : unit == 'month'
          ? t('pricePerMonth', { price })
          : t('pricePerYear', { price })
      : unit == 'week'
        ? t('pricePerWeeks', { price, count: every })
        : unit == 'month'
          ? t('pricePerMonths', { price, count: every })
          : t('pricePerYears', { price, count: every });
  if (terms.years)
    return terms.years == 1 ? t('subscriptionForOneYear', { price: per }) : t('subscriptionForYears', { price: per, count: terms.years });
  return terms.payments ? t('subscriptionPayments', { price: per, count: terms.payments }) : per;
}
