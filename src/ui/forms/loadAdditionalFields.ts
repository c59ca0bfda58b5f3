import { loadOnce } from '../../runtime/loadOnce';

/**
 * Loads the additional-fields lightbox (its form, the form engine, focus-trap and body-scroll-lock) once, when a
 * visitor first needs it: a product page does not load any of it up front. A failed load is forgotten, so the next
 * try loads again.
 */
export const loadAdditionalFields = loadOnce(() => import('./AdditionalFields'));
