import '../i18n/strings/errors';
import type { Api } from './client';
import { HttpError } from './answerErrors';

export const SUBSCRIPTION_PATH = '/api/3/commerce/cart/subscription';

/** Body of `POST /api/3/commerce/cart/subscription` (spec 000 §7). */
export interface SubscriptionRequest {
  itemId: string;
  sku: string | null;
  qty: number;
  /** JSON string of the additional-fields answers (spec 000 §7); `"{}"` when there are none. */
  additionalFields: string;
}

/**
 * Starts a subscription purchase; resolves with the `cartToken` that opens the subscription page. Never retried.
 * Rejects with a StorefrontError whose message is ready to show (the server's own message on an HTTP error).
 */
export async function startSubscription(api: Api, body: SubscriptionRequest): Promise<string> {
  const answer = await api.request<{ cartToken?: unknown } | null>('POST', SUBSCRIPTION_PATH, { json: body });
  const token = answer?.cartToken;
  if (typeof token !== 'string' || !token)
    throw new HttpError(200, api.t('unknownError'), `POST ${SUBSCRIPTION_PATH} → no cartToken`, answer);
  return token;
}
