import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { withPlatform } from '../../stories/platform';
import { storySettings } from '../../stories/settings';
import type { StorefrontParameters } from '../../stories/storefront';
import { controlsOf } from '../../stories/controls';
import { attributes } from './attributes';
import { LanguageSwitcher } from '../../react';

/**
 * `<LanguageSwitcher>` from `@storefront/widgets/react`: the site's languages as the mock platform answers them
 * (mock-server/languages.ts: English, Français, Deutsch), closed and open, in French, and when they cannot be had.
 */
const meta = {
  title: 'Widgets/Language switcher',
  component: LanguageSwitcher,
  args: { align: 'start' },
  argTypes: controlsOf(attributes),
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
  parameters: {
    docs: { description: { component: "The site's languages, the current one marked; see docs/widgets/language-switcher.md." } },
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

const LANGUAGES = '*/api/multilingual/languages';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens the list, as a press on the button does. */
const open: Story['play'] = async ({ canvasElement }) => {
  const host = canvasElement.querySelector('[data-sf-react]')!;
  for (let i = 0; i < 400 && host.getAttribute('data-sf-state') !== 'closed'; i++) await wait(25);
  host.shadowRoot?.querySelector<HTMLButtonElement>('[part=button]')?.click();
};

export const Closed: Story = {};
export const Open: Story = { play: open };

/** The page in French: the settings' localizedStrings name the button and the list ("Langue : Français"). */
export const French: Story = {
  play: open,
  parameters: {
    ...withPlatform(
      http.get(LANGUAGES, () =>
        HttpResponse.json({
          current: 'fr',
          languages: [
            { code: 'en', name: 'English', url: '/contact', custom: false },
            { code: 'fr', name: 'Français', url: '/fr/contact', custom: false },
            { code: 'de', name: 'Deutsch', url: '/de/contact', custom: true },
          ],
        }),
      ),
    ),
    storefront: {
      config: {
        settings: storySettings({ localizedStrings: { languageLabel: 'Langue', languageButton: '{label} : {language}' } }, 'sf-story-fr'),
      },
    } satisfies StorefrontParameters,
  },
};

export const Loading: Story = {
  parameters: withPlatform(
    http.get(LANGUAGES, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The languages cannot be had: one console error, the element's own content shows. */
export const Unavailable: Story = {
  args: { children: <a href="/fr/contact">Français</a> },
  parameters: withPlatform(http.get(LANGUAGES, () => HttpResponse.json({ message: 'none' }, { status: 404 }))),
};
