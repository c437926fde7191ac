/** Decimals of a currency's minor unit as Intl knows them (2 for EUR, 0 for JPY, 3 for KWD). */
export function currencyDigits(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Whole major units to minor units of the currency (100 for 1 EUR, 1 for 1 JPY). */
export function majorToMinor(major: number, code: string): number {
  return Math.round(major * 10 ** currencyDigits(code));
}
