export {
  allPhysical,
  brandFor,
  BRANDS,
  eligibility,
  FALLBACK_LOCALE,
  INSTALMENTS,
  instalmentCents,
  LOCALES,
  modalLocale,
  pillMessage,
  pillView,
  resolveLocale,
  US_AND_TERRITORIES,
} from './rules';
export type { Brand, Eligibility, InstalmentContext, PillView } from './rules';
export { CONTEXT_ATTRIBUTES, readInstalmentContext } from './context';
export type { InstalmentSettings } from './context';
