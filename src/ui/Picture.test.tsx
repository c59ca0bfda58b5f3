import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseImage } from '../media/image';
import { Picture } from './Picture';

const host = () => document.body.appendChild(document.createElement('div'));
afterEach(() => void (document.body.innerHTML = ''));
const img = (el: HTMLElement) => el.querySelector('img')!;

describe('Picture', () => {
  const image = parseImage({
    assetUrl: 'https://img.example.com/tee.jpg',
    originalSize: '1500x1200',
    mediaFocalPoint: { x: 0.25, y: 0.75 },
    colorData: { centerAverage: 'c8c5be' },
    altText: 'Tee, front',
  })!;

  it('srcset over the seven widths, sizes from the slot, the size reserved, the focal point, the placeholder colour, lazy and async', () => {
    const el = host();
    render(<Picture image={image} sizes="(max-width: 600px) 100vw, 480px" part="image" />, el);
    const i = img(el);
    expect(
      i
        .getAttribute('srcset')!
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    expect(i.getAttribute('src')).toBe('https://img.example.com/tee.jpg?format=750w');
    expect(i.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 480px');
    expect([i.getAttribute('width'), i.getAttribute('height')]).toEqual(['1500', '1200']);
    expect(i.style.objectPosition).toBe('25% 75%');
    expect(i.style.backgroundColor).toMatch(/^(#c8c5be|rgb\(200, 197, 190\))$/);
    expect([
      i.getAttribute('alt'),
      i.getAttribute('aria-hidden'),
      i.getAttribute('loading'),
      i.getAttribute('decoding'),
      i.getAttribute('part'),
    ]).toEqual(['Tee, front', null, 'lazy', 'async', 'image']);
    expect(i.getAttribute('fetchpriority') ?? (i as HTMLImageElement & { fetchPriority?: string }).fetchPriority ?? null).not.toBe('high');
    // Once it is there, the placeholder colour goes.
    i.dispatchEvent(new Event('load'));
    expect(i.style.backgroundColor).toBe('');
  });

  it('the main picture loads at once, at high priority; a thumbnail takes the thumbnail buckets; no alt text: decorative', () => {
    const el = host();
    const bare = parseImage({ assetUrl: 'https://img.example.com/a.jpg' })!;
    render(<Picture image={bare} sizes="64px" widths="thumbnail" loading="main" />, el);
    const i = img(el);
    expect(i.getAttribute('loading')).toBe('eager');
    expect(i.getAttribute('fetchpriority') ?? (i as HTMLImageElement & { fetchPriority?: string }).fetchPriority).toBe('high');
    expect(i.getAttribute('srcset')!.split(', ')).toHaveLength(5);
    expect([i.getAttribute('alt'), i.getAttribute('aria-hidden'), i.hasAttribute('width')]).toEqual(['', 'true', false]);
    expect(i.style.objectPosition).toBe('50% 50%');
  });
});
