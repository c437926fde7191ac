import type { MarketplacePrice } from '@ourhood/contract';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A price in the installation's currency, in the reader's locale ('€12.50', '12,50 €', '₦1,500');
 * 'Free' for zero. Never a hard-coded symbol.
 */
export function formatPrice(
  price: Pick<MarketplacePrice, 'amount' | 'currency' | 'free'>,
  locale: string | undefined = i18n.locale || undefined,
): string {
  if (price.free) return t`Free`;
  const key = `${locale ?? ''}|${price.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency });
    formatters.set(key, formatter);
  }
  return formatter.format(price.amount);
}

/** The currency's symbol as the reader's locale writes it ('€', 'US$', 'NGN'), for a price field's label. */
export function currencySymbol(currency: string, locale: string | undefined = i18n.locale || undefined): string {
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}
