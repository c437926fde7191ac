import { MarketplaceMessages } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import { currencyDigits } from '../../lib/currency.js';

/** The installation's currency (CURRENCY) and how many decimals its minor unit has. */
export interface Currency {
  code: string;
  digits: number;
  digitsOf(code: string): number;
}

export function currencyOf(code: string): Currency {
  return { code, digits: currencyDigits(code), digitsOf: currencyDigits };
}

/**
 * Major units (already checked by the contract: not negative, at most 2 decimals, capped) to exact
 * minor units, without binary rounding surprises ('0.29' is 29, not 28.999…). A currency without
 * minor units refuses decimals.
 */
export function toMinor(amount: number, currency: Currency, field = 'price'): number {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  if (/[1-9]/.test(fraction.slice(currency.digits))) {
    throw AppError.badRequest(MarketplaceMessages.priceNoDecimals, { [field]: MarketplaceMessages.priceNoDecimals });
  }
  return Number(`${whole}${fraction.slice(0, currency.digits).padEnd(currency.digits, '0')}`);
}

export function fromMinor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}
