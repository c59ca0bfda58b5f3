import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlsOf } from '../../stories/controls';
import { storySettings } from '../../stories/settings';
import type { StorefrontParameters } from '../../stories/storefront';
import { attributes } from './attributes';
import type { EventItem } from './event';
import { Event } from '../../react';

/**
 * `<Event>` from `@storefront/widgets/react`: the spec's Event, its dates in the site's time zone (America/New_York
 * unless the settings' `timeZone` says otherwise), with Google Calendar, `.ics` and map links. Nothing loads from them.
 */
const GREENHOUSE = {
  addressLine1: 'Fern & Field Greenhouse',
  addressLine2: '12 Orchard Lane, Hudson, NY 12534',
  addressCountry: 'United States',
  mapLat: 42.2529,
  mapLng: -73.7909,
};
const WORKSHOP: EventItem = {
  title: 'Fern potting workshop',
  startDate: '2026-12-05T15:00:00Z',
  endDate: '2026-12-05T17:00:00Z',
  location: GREENHOUSE,
};

const meta = {
  title: 'Widgets/Event',
  component: Event,
  args: { event: WORKSHOP, children: <p>Fern potting workshop, Saturday, December 5, 2026, at the greenhouse.</p> },
  argTypes: { ...controlsOf(attributes) },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component: "One event: when, in the site's zone and named; where; Google Calendar, .ics and map links. See docs/widgets/event.md.",
      },
    },
  },
} satisfies Meta<typeof Event>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two hours on one day: "10:00 AM – 12:00 PM Eastern Standard Time", and all three links. */
export const Timed: Story = {};

/** Midnight to midnight in the site's zone: the day and "All day". */
export const AllDay: Story = {
  name: 'All day',
  args: {
    event: { title: 'Winter plant market', startDate: '2026-12-12T05:00:00Z', endDate: '2026-12-13T05:00:00Z', location: GREENHOUSE },
  },
};

/** All day over three days: the range of days. */
export const SeveralDays: Story = {
  name: 'Several days',
  args: {
    event: {
      title: 'January repotting weekend',
      startDate: Date.parse('2027-01-08T05:00:00Z'),
      endDate: Date.parse('2027-01-11T05:00:00Z'),
      location: { addressLine1: 'Fern & Field Greenhouse', addressCountry: 'United States' },
    },
  },
};

/** Timed, over two days: both ends with their times, the zone named once. */
export const TimedOverSeveralDays: Story = {
  name: 'Timed over several days',
  args: {
    event: { ...WORKSHOP, title: 'Overnight orchid bloom watch', startDate: '2026-12-18T23:00:00Z', endDate: '2026-12-20T17:00:00Z' },
  },
};

/** The settings' `timeZone` is Europe/London and the page British English: "15:00 – 17:00 Greenwich Mean Time". */
export const AnotherTimeZone: Story = {
  name: 'Another time zone',
  parameters: {
    storefront: {
      config: { locale: 'en-GB', settings: storySettings({ timeZone: 'Europe/London' }, 'sf-story-london') },
    } satisfies StorefrontParameters,
  },
};

/** A start the widget cannot read: "Invalid Date" (spec 001 §8), no calendar link or file; the place and map remain. */
export const InvalidDate: Story = { name: 'Invalid date', args: { event: { ...WORKSHOP, startDate: 'next Saturday' } } };

/** No location: the dates and the calendar links only. */
export const NoPlace: Story = {
  name: 'No place',
  args: { event: { title: 'Online fern clinic', startDate: '2026-12-09T00:00:00Z', endDate: '2026-12-09T01:00:00Z' } },
};
