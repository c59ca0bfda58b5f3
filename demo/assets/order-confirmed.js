// The demo's /order-confirmed page: a stand-in for a site's tag function (Google's gtag snippet) that shows what it
// received, as text. The order-confirmation widget calls window.gtag('event', 'purchase', …) once per order id, across
// reloads (docs/widgets/order-confirmation.md); "Forget the sent orders" clears what it keeps and reloads.
(function () {
  const calls = [];
  const status = () => document.getElementById('tag-status');
  const shown = () => document.getElementById('tag-calls');
  window.gtag = function gtag(...args) {
    calls.push(args);
    const n = calls.length;
    status().textContent = `${n} call${n == 1 ? '' : 's'} on this load.`;
    shown().textContent = calls.map((c) => `gtag(${c.map((a) => JSON.stringify(a, null, 2)).join(', ')})`).join('\n\n');
  };
  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('tag-forget').addEventListener('click', () => {
      localStorage.removeItem('sf-purchases-sent');
      location.reload();
    });
    // Once the widget has looked (its data-sf-state): say why there was no call.
    const el = document.querySelector('[data-sf-widget="order-confirmation"]');
    new MutationObserver(() => {
      const state = el.getAttribute('data-sf-state');
      if (state == 'already-sent') status().textContent = 'No call on this load: this order’s purchase went on an earlier one.';
      else if (state == 'test-order') status().textContent = 'No call: a test-mode order.';
    }).observe(el, { attributes: true, attributeFilter: ['data-sf-state'] });
  });
})();
