export { currencies } from './currencies';
export type { CurrencyInfo, SymbolPlacement } from './currencies';
export { currencyInfo } from './currencyInfo';
export { formatMoney, MAX_INTEGER_PLACES, moneyFormat, type MoneyFormatOptions } from './formatMoney';
export { parseMoney } from './parseMoney';
export type { Money } from './parseMoney';
export { toCents } from './toCents';
