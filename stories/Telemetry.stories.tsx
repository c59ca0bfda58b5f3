import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { AddToCart } from '../react';
import { platformState } from '../mock-server/handlers';
import { AUDIENCE_EVENT_TYPES, type AudienceEventType } from '../src/telemetry/enumerations';
import { createToggles } from '../src/telemetry/toggles';

/**
 * The telemetry parts that draw nothing of their own (docs/analytics.md, docs/toggles.md), shown as a developer sees
 * them: what the SDK sends, and what `Storefront.toggles` answers. (The error reporter's element has its own stories;
 * the performance reporter, docs/performance-reporter.md, sends once the page is hidden and has none.)
 */

interface Sent {
  schema: string;
  content: Record<string, unknown>;
}

/** A field of an event's content as text (an object or list as JSON). */
const shown = (value: unknown): string =>
  typeof value == 'string' || typeof value == 'number' || typeof value == 'boolean'
    ? String(value)
    : value == null
      ? ''
      : JSON.stringify(value);

/**
 * The analytics events this page sends, as the platform receives them: `navigator.sendBeacon` is wrapped while the
 * story is shown (the SDK sends each event by beacon: docs/analytics.md) and each form-encoded body is decoded.
 */
function SentEvents() {
  const [sent, setSent] = useState<Sent[]>([]);
  useEffect(() => {
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
      if (String(url).includes('/api/v1/clanker/events') && data instanceof URLSearchParams) {
        const event = {
          schema: data.get('eventSchemaName') ?? '',
          content: JSON.parse(data.get('eventContent') ?? '{}') as Record<string, unknown>,
        };
        setSent((list) => [...list, event]);
      }
      return original(url, data);
    };
    return () => void (navigator.sendBeacon = original);
  }, []);
  return (
    <section aria-label="Analytics events sent" style={{ fontFamily: 'system-ui, sans-serif', marginTop: 24 }}>
      <h2 style={{ fontSize: 16 }}>Analytics events sent ({sent.length})</h2>
      <ol>
        {sent.map((e, i) => (
          <li key={i}>
            <code>{e.schema}</code>: {shown(e.content['item_title'])} {shown(e.content['item_id'])}, {shown(e.content['price'])}{' '}
            {shown(e.content['currency_code'])}
            {e.content['quantity'] != null && `, quantity ${shown(e.content['quantity'])}`}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A RecordHit's `event`, an audience event type (spec 001 §3), by its name and number: `page view (1)`. */
const eventName = (event: unknown) => `${AUDIENCE_EVENT_TYPES[event as AudienceEventType] ?? 'event'} (${String(event)})`;

/**
 * The census calls this page made, as the mock platform kept them (`census` in its state: docs/analytics.md, "The
 * census"): the page view once the page is interactive, the button as it shows, each press.
 */
function CensusCalls() {
  const [calls, setCalls] = useState<{ call: string; fields: Record<string, unknown> }[]>([]);
  useEffect(() => {
    const start = platformState.census.length;
    const timer = setInterval(() => setCalls(platformState.census.slice(start).map(({ call, fields }) => ({ call, fields }))), 200);
    return () => clearInterval(timer);
  }, []);
  return (
    <section aria-label="Census calls" style={{ fontFamily: 'system-ui, sans-serif', marginTop: 24 }}>
      <h2 style={{ fontSize: 16 }}>Census calls ({calls.length})</h2>
      <ol>
        {calls.map((c, i) => (
          <li key={i}>
            <code>{c.call}</code>
            {c.call == 'RecordHit'
              ? `: ${eventName(c.fields['event'])} ${String((c.fields['data'] as { pagePath?: string } | undefined)?.pagePath ?? '')}`
              : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

function AnalyticsPage({
  productId,
}: {
  /** The product shown; its visit is sent once it is ready, its add when pressed. */ productId: string;
}) {
  return (
    <div style={{ padding: 24 }}>
      <AddToCart productId={productId} />
      <SentEvents />
      <CensusCalls />
    </div>
  );
}

const meta = {
  title: 'Telemetry',
  parameters: {
    docs: { description: { component: 'What the SDK sends and answers without drawing anything: analytics events and feature toggles.' } },
  },
} satisfies Meta;
export default meta;

/**
 * The poster's product page: its visit is sent once the product is ready; pressing Add to Cart sends the add. The
 * census beside: the page view, the button's render and its press.
 */
export const Analytics: StoryObj<typeof AnalyticsPage> = {
  name: 'Analytics events',
  render: (args) => <AnalyticsPage {...args} />,
  args: { productId: 'p-poster' },
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector('[data-sf-react]')!;
    for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'idle'; i++) await new Promise((r) => setTimeout(r, 25));
    host.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
  },
};

const EXPERIMENTS = [
  { name: 'new-cart-pill', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false },
  { name: 'button-colour', experimentType: 'AB_TEST', variant: 'green', segmentName: 'returning', containsError: false },
  { name: 'old-checkout', experimentType: 'FEATURE_TOGGLE', variant: 'false', segmentName: 'all', containsError: false },
];

function TogglesTable({ experiments }: { /** The site settings' `experiments` (docs/toggles.md). */ experiments: unknown }) {
  const toggles = useMemo(() => createToggles({ experiments }, ''), [experiments]);
  const rows: [string, string][] = [
    ["isEnabled('new-cart-pill', false)", String(toggles.isEnabled('new-cart-pill', false))],
    ["isEnabled('old-checkout', false)", String(toggles.isEnabled('old-checkout', false))],
    ["variant('button-colour', 'grey')", JSON.stringify(toggles.variant('button-colour', 'grey'))],
    ["isEnabled('no-such-toggle', true)", String(toggles.isEnabled('no-such-toggle', true))],
  ];
  return (
    <table style={{ fontFamily: 'system-ui, sans-serif', margin: 24, borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Storefront.toggles answers</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingRight: 24 }}>
            call
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            answer
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([call, answer]) => (
          <tr key={call}>
            <td style={{ paddingRight: 24 }}>
              <code>{call}</code>
            </td>
            <td>
              <code>{answer}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `Storefront.toggles` over the site settings' experiments (edit them in the `experiments` control): a toggle is on
 * only when its variant is `"true"`; any other variant, or a feature that does not exist, gives the caller's default
 * (the latter with the spec's console warning).
 */
export const Toggles: StoryObj<typeof TogglesTable> = {
  name: 'Feature toggles',
  render: (args) => <TogglesTable {...args} />,
  args: { experiments: EXPERIMENTS },
  argTypes: { experiments: { control: 'object' } },
};
