import { describe, expect, it } from 'vitest';
import { parseForm } from '../forms';
import { loadSanitizer } from '../html/sanitizeHtml';
import { parseProduct } from '../product';
import { clipText, TEXT_MAX } from './clipText';

const MEGA = 'Ω'.repeat(1024 * 1024);

describe('clipText: platform text is shown up to TEXT_MAX characters', () => {
  it('keeps a text of TEXT_MAX characters, cuts a longer one to TEXT_MAX with an ellipsis', () => {
    expect(clipText('Tee')).toBe('Tee');
    expect(clipText('x'.repeat(TEXT_MAX))).toBe('x'.repeat(TEXT_MAX));
    const cut = clipText(MEGA);
    expect(cut).toHaveLength(TEXT_MAX);
    expect(cut.endsWith('Ω…')).toBe(true);
  });

  it('parseProduct cuts every shown text (name, option names and values, button and merchandising texts) and keeps ids and skus', () => {
    const r = parseProduct({
      id: 'p-1',
      name: MEGA,
      variantOptionOrdering: [MEGA],
      merchandising: { customSoldOutText: MEGA, restockNotificationMessages: { CTAText: MEGA } },
      structuredContent: {
        productType: 1,
        useCustomAddButtonText: true,
        customAddButtonText: MEGA,
        variants: [
          {
            id: 'v-1',
            sku: `S-${MEGA}`,
            price: 100,
            attributes: { [MEGA]: MEGA },
            mainImage: { assetUrl: 'https://img.example.com/a.png', altText: MEGA },
          },
          { id: 'v-2', sku: 'S-2', price: 100, attributes: { [MEGA]: 'M' } },
        ],
      },
    });
    if (!r.ok) throw new Error(r.error);
    const p = r.product;
    const cut = clipText(MEGA);
    expect([p.name, p.customAddButtonText, p.merchandising.customSoldOutText, p.merchandising.restockNotificationMessages.CTAText]).toEqual(
      [cut, cut, cut, cut],
    );
    // The ordering's name and the variants' attribute name are cut alike, so the option still has both values.
    expect(p.options).toEqual([{ name: cut, values: [cut, 'M'] }]);
    expect(p.variants[0]!.attributes).toEqual({ [cut]: cut });
    expect(p.variants[0]!.mainImage!.alt).toBe(cut);
    expect(p.variants[0]!.sku).toHaveLength(MEGA.length + 2);
  });

  it('parseForm cuts the texts it shows, not the option values a submission sends back', () => {
    const r = parseForm({
      id: 'f-1',
      name: MEGA,
      submissionMessage: MEGA,
      disclaimerMessage: MEGA,
      fields: [{ id: 'a', type: 'select', title: MEGA, description: MEGA, placeholder: MEGA, options: [MEGA, 'b'] }],
    });
    if (!r.ok) throw new Error(r.error);
    const cut = clipText(MEGA);
    const field = r.form.fields[0] as { title: string; description: string; placeholder: string; options: string[] };
    expect([r.form.name, r.form.submissionMessage, r.form.disclaimerMessage, field.title, field.description, field.placeholder]).toEqual([
      cut,
      cut,
      cut,
      cut,
      cut,
      cut,
    ]);
    expect(field.options[0]).toHaveLength(MEGA.length);
  });

  it('sanitized HTML: each run of text is cut, the markup kept', async () => {
    const fragment = (await loadSanitizer())(`<div><p>${MEGA}</p><p><b>short</b></p></div>`);
    const [first, second] = Array.from(fragment.querySelectorAll('p'));
    expect(first!.textContent).toBe(clipText(MEGA));
    expect(second!.innerHTML).toBe('<b>short</b>');
  });
});
