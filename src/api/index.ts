export { configureApi, setSiteUserToken, request, apiUrl, REQUEST_TIMEOUT_MS, CSRF_HEADER, SITE_USER_HEADER } from './client';
export * from './errors';
export { fetchCart, postCartEntry, CART_PATH } from './cart';
export { fetchProduct } from './products';
export { fetchFormDefinition, fetchSubmissionKey, FormSubmitError, isFormSubmitError, saveFormSubmission, validateFormOnServer } from './forms';
