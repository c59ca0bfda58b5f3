import { currencies, type CurrencyInfo } from './currencies';

/** The table entry for an ISO 4217 code (any case), or undefined if it is not one of the 27. */
export function currencyInfo(code: string): CurrencyInfo | undefined {
  const key = String(code).toUpperCase();
  return Object.prototype.hasOwnProperty.call(currencies, key) ? currencies[key] : undefined;
}
