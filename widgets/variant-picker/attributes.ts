import { ConfigError } from '../../src/input/configError';

/** How the options are shown: one `<select>` each (default) or one group of radio buttons each. */
export type PickerStyle = 'dropdown' | 'radio';

/** Reads `data-style`; anything but `dropdown` or `radio` throws an error naming it (one console error, fallback stays). */
export function parsePickerStyle(el: Element): PickerStyle {
  const raw = el.getAttribute('data-style')?.trim() ?? '';
  if (!raw || raw === 'dropdown') return 'dropdown';
  if (raw === 'radio') return raw;
  throw new ConfigError(`data-style "${raw}" must be "dropdown" or "radio"`, 'variant-picker data-style');
}
