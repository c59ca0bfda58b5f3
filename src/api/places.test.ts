import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from './client';
import { placeDetails, placeSuggestions, PLACES_PATH, readSuggestions } from './places';

/** An API that records each call and answers `answer`. */
function fakeApi(answer: unknown) {
  const calls: { method: string; path: string; options: unknown }[] = [];
  const api = {
    request: (method: string, path: string, options: unknown) => {
      calls.push({ method, path, options });
      return Promise.resolve(answer);
    },
  } as unknown as Api;
  return { api, calls };
}

const context = { productPage: false as const, productSection: 'form', websiteId: 'w1', pagePath: '/contact' };
afterEach(() => vi.restoreAllMocks());

describe('the places calls (spec 001 §7)', () => {
  it('autocomplete: the input, the session token and the context as JSON text; the predictions read', async () => {
    const { api, calls } = fakeApi({
      predictions: [
        {
          place_id: 'a',
          description: '1 Rue du 1er Mai, Paris',
          structured_formatting: { main_text: '1 Rue du 1er Mai', secondary_text: 'Paris' },
        },
        { place_id: 'b', description: 'No formatting' },
      ],
    });
    const signal = new AbortController().signal;
    const found = await placeSuggestions(api, { input: '1 Mai', sessionToken: 't-1', context }, signal);
    expect(calls).toEqual([
      {
        method: 'GET',
        path: `${PLACES_PATH}/autocomplete`,
        options: { searchParams: { input: '1 Mai', sessiontoken: 't-1', context: JSON.stringify(context) }, signal },
      },
    ]);
    expect(found).toEqual([
      { placeId: 'a', description: '1 Rue du 1er Mai, Paris', main: '1 Rue du 1er Mai', secondary: 'Paris' },
      { placeId: 'b', description: 'No formatting', main: 'No formatting', secondary: '' },
    ]);
  });

  it('readSuggestions: a prediction without an id or a description is left out; no list throws', () => {
    expect(readSuggestions({ predictions: [{ place_id: 'x' }, { description: 'y' }, null, 7] })).toEqual([]);
    expect(() => readSuggestions({ results: [] })).toThrow(/no predictions/);
    expect(() => readSuggestions(null)).toThrow(/no predictions/);
  });

  it('details: the place id, the same token and the context; the address components read', async () => {
    const { api, calls } = fakeApi({
      result: {
        address_components: [
          { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
          { long_name: 'France', types: ['country'] },
          { long_name: 7, types: ['route'] },
        ],
      },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const components = await placeDetails(api, { placeId: 'a', sessionToken: 't-1', context });
    expect(calls[0]).toEqual({
      method: 'GET',
      path: `${PLACES_PATH}/details`,
      options: { searchParams: { place_id: 'a', sessiontoken: 't-1', context: JSON.stringify(context) } },
    });
    expect(components).toEqual([
      { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
      { long_name: 'France', short_name: 'France', types: ['country'] },
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('details without productPage and productSection in the context: a console error (the call still goes)', async () => {
    const { api, calls } = fakeApi({ result: { address_components: [] } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await placeDetails(api, { placeId: 'a', sessionToken: 't', context: { websiteId: 'w1' } as never });
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]![0])).toContain('the context has no productPage and productSection');
    expect(calls).toHaveLength(1);
    await expect(placeDetails(fakeApi({ result: {} }).api, { placeId: 'a', sessionToken: 't', context })).rejects.toThrow(
      /address_components/,
    );
  });
});
