// The demo's stand-ins for the platform's subscription and gift-card pages (/commerce/…): they show the query the
// add-to-cart widget navigated with. Each [data-query] element gets that parameter's value (as text, never HTML).
const params = new URLSearchParams(location.search);
const currency = document.querySelector('script[data-currency]')?.dataset.currency || 'USD';
const money = new Intl.NumberFormat(document.documentElement.lang || 'en-US', { style: 'currency', currency });

for (const el of document.querySelectorAll('[data-query]')) {
  const value = params.get(el.dataset.query);
  if (!value) continue; // keeps "none received"
  el.textContent = el.dataset.format === 'cents' && /^\d+$/.test(value) ? `${money.format(Number(value) / 100)} (${value} cents)` : value;
}
