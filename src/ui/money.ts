import { createContext, useContext } from 'react';
import { formatMoney } from '../money';

/** Formats an amount in minor units of `currency` as the site shows money (src/money, docs/money.md). */
export type MoneyFormat = (cents: number, currency: string) => string;

/**
 * How the runtime a component renders for shows money: every widget root provides its runtime's `money` (the site
 * settings' `useCLDRMoneyFormat` and `trimZeroFractions`, the page's locale; ./mountWidget.tsx); outside one, the
 * fixed format.
 */
export const MoneyContext = createContext<MoneyFormat>((cents, currency) => formatMoney(cents, currency));

/** The money format of the runtime this component renders for. */
export const useMoney = (): MoneyFormat => useContext(MoneyContext);
