// DESIGN.md §5 budgets, on the built files.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const chunks = readdirSync('dist/chunks');
const chunk = (name: string) => chunks.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));

describe('bundle budgets', () => {
  it('the loader is at most 1.5 KB gzip', () => {
    const size = gz('dist/storefront.js');
    expect(size, `dist/storefront.js is ${size} B gzip`).toBeLessThanOrEqual(1536);
  });

  it('all JS a product page loads is at most 20 KB gzip', () => {
    const productPage = ['runtime', 'cart-pill', 'add-to-cart', 'variant-picker', 'quantity'].map(chunk).filter(Boolean) as string[];
    expect(productPage).toContain(chunk('runtime'));
    const total = gz('dist/storefront.js') + productPage.reduce((sum, f) => sum + gz(`dist/chunks/${f}`), 0);
    expect(total, `product page JS is ${total} B gzip`).toBeLessThanOrEqual(20 * 1024);
  });

  it('there is one runtime chunk and every widget chunk imports it', () => {
    const runtimes = chunks.filter((f) => f.startsWith('runtime-'));
    expect(runtimes).toHaveLength(1);
    for (const file of chunks.filter((f) => !f.startsWith('runtime-'))) {
      expect(readFileSync(`dist/chunks/${file}`, 'utf8'), file).toContain(runtimes[0]);
    }
  });

  it('chunk names are content-hashed and the loader name is stable', () => {
    for (const file of chunks) expect(file).toMatch(/^[a-z-]+-[A-Za-z0-9_-]{8,}\.js$/);
    expect(readFileSync('dist/storefront.js', 'utf8')).toMatch(/chunks\/runtime-/);
  });
});
