import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../tests/unit/testRuntime';
import { mount } from './index';
import { readOrder, SENT_KEPT, SENT_KEY, sendPurchase, type ReadOrder } from './purchase';

// The purchase event to the page's tag function (spec 000 §3 "Store order", §7; docs/widgets/order-confirmation.md).

const ORDER = {
  id: 'o-1001',
  purchasedCartId: 'cart-9',
  testMode: false,
  websiteId: 'w1',
  grandTotal: { value: '61.50', currency: 'USD' },
  shippingTotal: { decimalValue: 5, currencyCode: 'USD' },
  taxTotal: { amount: '4.50', currencyCode: 'usd' },
  items: [
    { sku: 'TEE-M-BLA', productName: 'Tee', quantity: 2, unitPrice: { value: '20.00', currency: 'USD' } },
    { sku: 'POSTER', productName: 'Poster', quantity: 1, unitPrice: 12 },
  ],
};

type Win = Window & { gtag?: (...args: unknown[]) => void };
let calls: unknown[][];
beforeEach(() => {
  calls = [];
  (window as Win).gtag = (...args: unknown[]) => void calls.push(args);
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  delete (window as Win).gtag;
  vi.restoreAllMocks();
});

const read = (order: unknown, store = 'USD') => readOrder(order, store) as ReadOrder;

describe("readOrder: the Store order, money in any of the spec's shapes", () => {
  it("the tag's parameters: id, value, tax, shipping, currency and the items, amounts in the currency's major unit", () => {
    expect(read(ORDER)).toEqual({
      testMode: false,
      params: {
        transaction_id: 'o-1001',
        value: 61.5,
        tax: 4.5,
        shipping: 5,
        currency: 'USD',
        items: [
          { item_id: 'TEE-M-BLA', item_name: 'Tee', quantity: 2, price: 20 },
          { item_id: 'POSTER', item_name: 'Poster', quantity: 1, price: 12 },
        ],
      },
    });
  });

  it('a bare amount is in the store currency; JPY has no fraction; absent tax and shipping are 0, an absent quantity 1', () => {
    expect(read({ id: 'o-2', grandTotal: 1200, items: [{ sku: 'A', unitPrice: '1200' }] }, 'JPY').params).toEqual({
      transaction_id: 'o-2',
      value: 1200,
      tax: 0,
      shipping: 0,
      currency: 'JPY',
      items: [{ item_id: 'A', item_name: '', quantity: 1, price: 1200 }],
    });
    expect(read({ id: 'o-3', grandTotal: { value: '10.00', currency: 'EUR' } }, 'USD').params.currency).toBe('EUR');
  });

  it('names what it cannot read: no id, no total, an amount in another currency, an item without a sku or with a bad quantity', () => {
    expect(readOrder(null, 'USD')).toBe('is not a Store order object');
    expect(readOrder({ grandTotal: 1 }, 'USD')).toBe('has no id');
    expect(readOrder({ id: 'x', grandTotal: { value: 'lots', currency: 'USD' } }, 'USD')).toBe('has no readable grandTotal');
    expect(readOrder({ id: 'x', grandTotal: 1, taxTotal: { value: 1, currency: 'EUR' } }, 'USD')).toBe(
      'has an unreadable taxTotal (or one not in USD)',
    );
    expect(readOrder({ id: 'x', grandTotal: 1, items: [{ productName: 'A' }] }, 'USD')).toBe('has an item without a sku (items[0])');
    expect(readOrder({ id: 'x', grandTotal: 1, items: [{ sku: 'A', quantity: 1.5 }] }, 'USD')).toBe(
      'has an item whose quantity is not a whole number (items[0])',
    );
  });
});

describe('sendPurchase: once per order id, across reloads', () => {
  it("calls gtag('event', 'purchase', params) once; the id is kept in localStorage, so a later load sends nothing", () => {
    const order = read(ORDER);
    expect(sendPurchase(order, false, localStorage)).toBe('sent');
    expect(calls).toEqual([['event', 'purchase', order.params]]);
    expect(sendPurchase(order, false, localStorage)).toBe('already-sent');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!)).toEqual(['o-1001']);
  });

  it('a test-mode order: never, unless sendTestOrders; no gtag: nothing, and the order is not marked', () => {
    const test = read({ ...ORDER, testMode: true });
    expect(sendPurchase(test, false, localStorage)).toBe('test-order');
    expect(calls).toEqual([]);
    expect(sendPurchase(test, true, localStorage)).toBe('sent');
    delete (window as Win).gtag;
    const other = read({ ...ORDER, id: 'o-2' });
    expect(sendPurchase(other, false, localStorage)).toBe('no-tag');
    expect(JSON.parse(localStorage.getItem(SENT_KEY)!)).toEqual(['o-1001']);
  });

  it(`keeps the newest ${SENT_KEPT} ids; an unreadable list counts as none`, () => {
    localStorage.setItem(SENT_KEY, '{nope');
    expect(sendPurchase(read(ORDER), false, localStorage)).toBe('sent');
    for (let i = 0; i < SENT_KEPT + 5; i++) sendPurchase(read({ ...ORDER, id: `o-${i}` }), false, localStorage);
    const kept = JSON.parse(localStorage.getItem(SENT_KEY)!) as string[];
    expect(kept).toHaveLength(SENT_KEPT);
    expect(kept.at(-1)).toBe(`o-${SENT_KEPT + 4}`);
  });
});

describe('the widget', () => {
  function place(order: unknown, attrs = '') {
    document.body.innerHTML = `<script type="application/json" id="order">${JSON.stringify(order)}</script>
      <div data-sf-widget="order-confirmation" data-order-json="#order" ${attrs}></div>`;
    const el = document.querySelector<HTMLElement>('[data-sf-widget]')!;
    return { el, unmount: mount(el, testRuntime()) };
  }

  it('mounts, calls the tag once, shows nothing, and says so in data-sf-state; a second element of the same order sends nothing', async () => {
    const { el } = place(ORDER);
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('sent'));
    expect(calls).toHaveLength(1);
    expect(el.shadowRoot!.textContent).toBe('');
    const again = place(ORDER);
    await vi.waitFor(() => expect(again.el.getAttribute('data-sf-state')).toBe('already-sent'));
    expect(calls).toHaveLength(1);
  });

  it('data-send-test-orders sends a test-mode order; a malformed order throws a ConfigError naming it', async () => {
    const { el } = place({ ...ORDER, testMode: true }, 'data-send-test-orders');
    await vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('sent'));
    expect(() => place({ ...ORDER, id: '' })).toThrow('the order JSON in #order has no id');
  });
});
