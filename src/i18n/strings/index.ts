/**
 * The full catalogue: every area and `defaultStrings`, every key with its English default (docs/strings.md). Shipped
 * code never imports it (it would put every area in one place); the tests, the docs check and the `StringKey` type
 * (a type-only import) do.
 */
import { accountStrings } from './account';
import { addressStrings } from './address';
import { languageStrings } from './languages';
import { audioPlayerStrings } from './audio-player';
import { cartStrings } from './cart';
import { coreStrings } from './core';
import { errorStrings } from './errors';
import { formStrings } from './forms';
import { collectionStrings } from './collection';
import { galleryStrings } from './gallery';
import { embedStrings } from './embeds';
import { memberStrings } from './members';
import { instalmentStrings } from './instalments';
import { likertStrings } from './likert';
import { cartPillStrings } from './cart-count';
import { discussionStrings } from './discussion';
import { postStrings } from './posts';
import { productStrings } from './product';
import { ratingStrings } from './ratings';
import { reviewListStrings } from './review-list';
import { productAddStrings } from './product-add';
import { restockStrings } from './restock';
import { siteFormStrings } from './site-forms';
import { statusStrings } from './status';
import { socialLinkStrings } from './social-links';
import { eventDateStrings } from './event-dates';

/** Each area by its module's name (src/i18n/strings/<name>.ts). */
export const areas = {
  core: coreStrings,
  errors: errorStrings,
  product: productStrings,
  status: statusStrings,
  'product-add': productAddStrings,
  cart: cartStrings,
  'cart-count': cartPillStrings,
  instalments: instalmentStrings,
  forms: formStrings,
  'site-forms': siteFormStrings,
  likert: likertStrings,
  restock: restockStrings,
  gallery: galleryStrings,
  embeds: embedStrings,
  collection: collectionStrings,
  'audio-player': audioPlayerStrings,
  account: accountStrings,
  address: addressStrings,
  languages: languageStrings,
  'social-links': socialLinkStrings,
  'event-dates': eventDateStrings,
  posts: postStrings,
  discussion: discussionStrings,
  members: memberStrings,
  ratings: ratingStrings,
  'review-list': reviewListStrings,
};

/** Every string the SDK shows, in the spec's English (specs 000 and 001). */
export const defaultStrings = {
  ...coreStrings,
  ...errorStrings,
  ...productStrings,
  ...statusStrings,
  ...productAddStrings,
  ...cartStrings,
  ...cartPillStrings,
  ...instalmentStrings,
  ...formStrings,
  ...siteFormStrings,
  ...likertStrings,
  ...restockStrings,
  ...galleryStrings,
  ...embedStrings,
  ...collectionStrings,
  ...audioPlayerStrings,
  ...accountStrings,
  ...addressStrings,
  ...languageStrings,
  ...socialLinkStrings,
  ...eventDateStrings,
  ...postStrings,
  ...discussionStrings,
  ...memberStrings,
  ...ratingStrings,
  ...reviewListStrings,
};

export type Catalogue = typeof defaultStrings;
