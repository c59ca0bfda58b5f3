/** Where the symbol goes: `before` "$12.00", `before-space` "₪ 12.00", `after` "12.00 kr" (always with a space). */
export type SymbolPlacement = 'before' | 'before-space' | 'after';

export interface CurrencyInfo {
  readonly symbol: string;
  readonly placement: SymbolPlacement;
  /** Fraction digits: amounts are held in units of 10^-digits (cents). */
  readonly digits: number;
}

const c = (symbol: string, placement: SymbolPlacement = 'before', digits = 2): CurrencyInfo => ({ symbol, placement, digits });

/**
 * The 27 supported store currencies (spec 000 §3 "Currency table"). All have 2 fraction digits except JPY (0).
 * DKK, NOK, SEK, CZK, RUB and PLN put the symbol after the value; ILS before with a space; the rest before, no space.
 * Symbols are ours (the spec lists none): see docs/money.md. Look codes up with `currencyInfo`, not by indexing.
 */
export const currencies: Readonly<Record<string, CurrencyInfo>> = {
  USD: c('$'),
  AUD: c('A$'),
  CAD: c('CA$'),
  CHF: c('CHF'),
  CZK: c('Kč', 'after'),
  DKK: c('kr', 'after'),
  EUR: c('€'),
  GBP: c('£'),
  HKD: c('HK$'),
  HUF: c('Ft'),
  ILS: c('₪', 'before-space'),
  INR: c('₹'),
  JPY: c('¥', 'before', 0),
  MXN: c('MX$'),
  MYR: c('RM'),
  NOK: c('kr', 'after'),
  NZD: c('NZ$'),
  PHP: c('₱'),
  PLN: c('zł', 'after'),
  RUB: c('₽', 'after'),
  SEK: c('kr', 'after'),
  SGD: c('S$'),
  THB: c('฿'),
  ZAR: c('R'),
  BRL: c('R$'),
  ARS: c('AR$'),
  COP: c('COL$'),
};
