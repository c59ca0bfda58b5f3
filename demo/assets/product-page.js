// The demo's page for any product of the shop (/product?id=<product id>), as a shop's product template renders it:
// the product element takes the id from the address. A plain script before the SDK's (not async): the SDK finds the
// element complete. Without an id there is no product to show: the element is left as plain text.
const id = new URLSearchParams(location.search).get('id')?.trim();
const product = document.querySelector('[data-sf-widget="product"]');
const reviews = document.querySelector('[data-sf-widget="reviews"]');
if (id) product.dataset.productId = reviews.dataset.productId = id;
else {
  product.removeAttribute('data-sf-widget');
  reviews.removeAttribute('data-sf-widget');
  product.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'No product chosen: open one from the shop.' }));
}
