import type { Catalogue } from './index';

type StringKey = keyof Catalogue;

/**
 * Every key of the catalogue, and nothing else: what setStrings checks override keys against when a key belongs to no
 * area loaded yet. src/i18n `import()`s this list on demand instead of the areas themselves (importing every area from
 * one module would split each area out of its widgets' chunks). Kept equal to the areas' keys by the type check below
 * and by src/i18n/areas.test.ts.
 */
export const keys = [
  'crumbFail', 'cookiesDisabled', 'rateLimited', 'offline', 'unknownError', 'close', 'ok', 'addToCart', 'subscribe',
  'purchase', 'added', 'soldOut', 'sale', 'quantityLabel', 'quickView', 'quickViewOf', 'selectValue', 'selectVariant',
  'choiceUnavailable', 'choiceMarked', 'priceUnavailable', 'priceFrom', 'regularPrice', 'scarcityDefault',
  'pricePerWeek', 'pricePerMonth', 'pricePerYear', 'pricePerWeeks', 'pricePerMonths', 'pricePerYears',
  'subscriptionForOneYear', 'subscriptionForYears', 'subscriptionPayments',
  'selectOptionOne', 'selectOptionTwo', 'selectOptionMany', 'variantUnavailable', 'notEnoughStock',
  'quantityNotNumber', 'quantityNotWhole', 'giftCardDenomination', 'unableToAddItem',
  'unableToPurchaseItem', 'unableToPurchaseGiftCard', 'unableToUpdateQuantity', 'unableToRemoveItem',
  'unableToUpdateForm', 'unableToOpenForm', 'checkoutMinimum', 'cartEmpty', 'cartRegion',
  'cartQuantity', 'cartUnitPrice', 'cartRemove', 'cartRemoveItem', 'cartEdit', 'cartEditItem', 'cartSubtotal', 'cartCheckout',
  'cartQuantityNotNumber', 'cartQuantityNotWhole', 'cartNotEnoughStock', 'cartPillItem', 'cartPillItems',
  'cartPillOverflow', 'cartPillAccessibleName', 'cartPillRegion', 'instalmentPayments', 'instalmentPaymentsWith',
  'instalmentOver', 'instalmentUpTo', 'instalmentInfo', 'instalmentInfoUnavailable', 'required', 'characterLimit', 'emailNotValid', 'fieldsInvalid',
  'captchaIncomplete', 'captchaNotSetUp', 'submitting', 'saving', 'save', 'noAnswer', 'requiredMark', 'nameFirst', 'nameLast',
  'addressLine1', 'addressLine2', 'addressCity', 'addressState', 'addressZip', 'addressCountry', 'dateMonth', 'dateDay',
  'dateYear', 'timeHour', 'timeMinute', 'timeSecond', 'timeAmPm', 'phoneCountry', 'phoneArea', 'phonePrefix', 'phoneLine',
  'formUnauthorized',
  'formNotConfigured', 'formRateLimited', 'formServerError', 'formSubmissionFailed', 'formNoKey', 'formUnparsable',
  'formProblemAbove', 'formProblemBelow', 'formSubmit', 'newsletterSubmit', 'likertStronglyDisagree', 'likertDisagree', 'likertNeutral', 'likertAgree',
  'likertStronglyAgree', 'emailBlank', 'emailInvalid', 'signedUp', 'restockCta', 'restockButton',
  'restockPlaceholder', 'restockMailingList', 'restockEmailLabel', 'collectionRegion', 'collectionLoadMore', 'collectionLoadingMore', 'collectionMoreShownOne', 'collectionMoreShown',
  'collectionAllShown', 'collectionEmpty', 'collectionChooseOptions', 'galleryRegion', 'galleryRegionOf', 'galleryPrevious', 'galleryNext',
  'galleryPause', 'galleryPlay', 'gallerySlide', 'galleryShow', 'galleryEnlarge',
  'accountSignIn', 'accountSignInTitle', 'accountEmail', 'accountPassword', 'accountRememberMe', 'accountSubmit',
  'accountSigningIn', 'accountForgotPassword', 'accountCreate', 'accountMenu', 'accountSignedInAs', 'accountSignedIn',
  'accountSignOut', 'accountSigningOut', 'accountEmailRequired', 'accountPasswordRequired', 'accountWrongCredentials',
  'accountTooManyAttempts', 'accountTooManyAttemptsLater', 'accountOffline', 'accountServerError', 'accountSignOutFailed',
  'sessionEnded',
] as const satisfies readonly StringKey[];

/** Fails the type check while a key of an area is missing from `keys` (types only: nothing at run time). */
type NoneMissing<T extends never> = T;
export type MissingKeys = NoneMissing<Exclude<StringKey, (typeof keys)[number]>>;
