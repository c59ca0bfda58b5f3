export { createApi, REQUEST_TIMEOUT_MS, CSRF_HEADER, SITE_USER_HEADER, type Api, type RequestOptions } from './client';
export * from './errors';
export * from './guards';
export { parseRetryAfter } from './retryAfter';
export { CrumbError, HttpError, RateLimitError, SessionError, TimeoutError } from './answerErrors';
export { fetchCart, CART_PATH } from './cart';
export { postCartEntry } from './cartEntries';
export { fetchProduct } from './products';
export {
  fetchFormDefinition,
  fetchSubmissionKey,
  FormSubmitError,
  isFormSubmitError,
  saveFormSubmission,
  validateFormOnServer,
} from './forms';
export {
  countRestockEmails,
  listRestockGroups,
  listRestockSignUps,
  RESTOCK_PATH,
  sendAllRestockNotifications,
  sendRestockNotifications,
  signUpForRestock,
  type RestockSendRequest,
  type RestockSignUp,
  type RestockSignUpGroup,
  type RestockSignUpRequest,
} from './restock';
