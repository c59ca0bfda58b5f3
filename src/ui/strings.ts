import { createContext, useContext } from 'react';
import { defaultT, type Translate } from '../i18n';

/**
 * The strings of the runtime a component renders for: every widget root provides its runtime's `t`
 * (./mountWidget.tsx); outside one, the English defaults.
 */
export const StringsContext = createContext<Translate>(defaultT);

/** The `t` of the runtime this component renders for (its site's string overrides on the defaults). */
export const useT = (): Translate => useContext(StringsContext);
