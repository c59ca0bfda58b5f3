import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';

// The instalment provider's static modal pages (spec 000 §7: "GET of a static instalment-provider modal page, chosen
// by locale, falling back to the US English page"). The spec shows no path: the SDK and the mock assume
// GET /api/commerce/instalments/modal/{locale} (docs/mock-platform.md). Small, realistic pages: a heading, a list of
// steps, the terms and a link. The texts are the mock's own.

const page = (lang: string, brand: string, title: string, steps: string[], terms: string, link: [string, string]) =>
  `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${brand}</title></head>
<body>
<h2>${title}</h2>
<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>
<p>${terms}</p>
<p><a href="${link[1]}">${link[0]}</a></p>
</body></html>
`;

const en = (brand: string, country: string, currencyNote: string, site: string) =>
  page(
    'en',
    brand,
    `Shop now. Pay in 4 with ${brand}.`,
    [
      'Add your favourites to the cart',
      `Select ${brand} at checkout`,
      'Log in or create an account, with instant approval',
      'Your purchase is split into 4 payments, every 2 weeks',
    ],
    `You must be over 18, a resident of ${country} and meet additional eligibility criteria to qualify. ${currencyNote} Late fees may apply.`,
    ['Read the full terms', `https://www.${site}/terms`],
  );

/** Locale → the page's HTML. */
export const INSTALMENT_PAGES: Record<string, string> = {
  en_US: en('Afterpay', 'the U.S.', 'Amounts are in U.S. dollars.', 'afterpay.com/en-US'),
  en_CA: en('Afterpay', 'Canada', 'Amounts are in Canadian dollars.', 'afterpay.com/en-CA'),
  fr_CA: page(
    'fr',
    'Afterpay',
    'Magasinez maintenant. Payez en 4 versements avec Afterpay.',
    [
      'Ajoutez vos articles au panier',
      'Choisissez Afterpay au moment de payer',
      'Connectez-vous ou créez un compte, approbation instantanée',
      'Votre achat est divisé en 4 versements, aux 2 semaines',
    ],
    'Vous devez avoir 18 ans ou plus, résider au Canada et satisfaire à des critères d’admissibilité supplémentaires. Des frais de retard peuvent s’appliquer.',
    ['Lire les conditions complètes', 'https://www.afterpay.com/fr-CA/terms'],
  ),
  en_AU: en('Afterpay', 'Australia', 'Amounts are in Australian dollars.', 'afterpay.com/en-AU'),
  en_NZ: en('Afterpay', 'New Zealand', 'Amounts are in New Zealand dollars.', 'afterpay.com/en-NZ'),
  en_GB: en('Clearpay', 'the UK', 'Amounts are in pounds sterling.', 'clearpay.co.uk/en-GB'),
};

/** `GET /api/commerce/instalments/modal/{locale}`: the page as text/html; an unknown locale gets 404 (the SDK then asks for en_US). */
export function instalmentHandlers(): HttpHandler[] {
  return [
    http.get<{ locale: string }>('*/api/commerce/instalments/modal/:locale', ({ params }) => {
      const html = Object.prototype.hasOwnProperty.call(INSTALMENT_PAGES, params.locale) ? INSTALMENT_PAGES[params.locale] : undefined;
      return html ? HttpResponse.html(html) : errorResponse(404, 'No modal page for this locale');
    }),
  ];
}
