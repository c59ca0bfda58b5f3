// The demo's API playground: what a theme author can do with the public JavaScript API (docs/embed-contract.md).
// Buttons with data-add-item call Storefront.cart.add; every storefront:* event is logged below them, oldest first (a
// new line goes at the end: nothing already on the screen moves).
const log = document.getElementById('event-log');
const status = document.getElementById('status');

function line(text) {
  const li = document.createElement('li');
  li.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  log.append(li);
}

for (const name of [
  'cart-loading',
  'cart-loaded',
  'cart-error',
  'item-added',
  'recalculate-start',
  'recalculate-end',
  'widget-mounted',
  'widget-error',
]) {
  document.addEventListener(`storefront:${name}`, (event) => {
    const cart = event.detail && event.detail.cart;
    line(`storefront:${name}${cart ? ` (totalQuantity ${cart.totalQuantity})` : ''}`);
  });
}

document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-add-item]');
  if (!button) return;
  button.disabled = true;
  status.textContent = 'Adding…';
  try {
    const storefront = await window.Storefront.ready;
    const { newlyAdded } = await storefront.cart.add({
      itemId: button.dataset.addItem,
      sku: button.dataset.sku || null,
      quantity: Number(button.dataset.quantity || 1),
    });
    status.textContent = `Added ${newlyAdded.title}.`;
  } catch (error) {
    // The SDK's errors carry a message ready to show (the spec's catalogue or the server's own words).
    status.textContent = error.message;
  } finally {
    button.disabled = false;
  }
});

// Session replay (docs/session-replay.md): off in the demo. The switch sets the toggles' session overrides (this page's
// settings mark the site internal) and reloads; the SDK then asks the mock platform's getId and loads the stand-in
// recording script, which announces itself with demo:session-replay.
const replaySwitch = document.getElementById('replay-switch');
const replayStatus = document.getElementById('replay-status');
document.addEventListener('storefront:toggles-ready', () => {
  const on = window.Storefront.toggles.isEnabled('session-replay', false);
  replaySwitch.checked = on;
  const cores = navigator.hardwareConcurrency || 0;
  if (on && cores <= 2)
    replayStatus.textContent = `On, but this device has ${cores} cores: session replay needs more than 2, so nothing loads.`;
  else if (on) replayStatus.textContent = 'On: waiting for the recording script…';
});
document.addEventListener('demo:session-replay', (event) => {
  replayStatus.textContent = `On: recording as ${event.detail.id} (a stand-in script: nothing is recorded).`;
});
replaySwitch.addEventListener('change', () => {
  const query = replaySwitch.checked ? '?sfToggle.session-replay=true&sfToggle.session-replay-sampling=sampled' : '?sfToggleReset';
  location.assign(`/playground${query}#more`);
});
