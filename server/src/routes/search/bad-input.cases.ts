/** Bad input on the search beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expect } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../../contract/plain/search.ts';
import type { BadInputCases } from '../../testing/bad-input.ts';

/** A text past the longest search answers 400 at `q`, in the request's language. */
export const badInput: BadInputCases = {
  refusals: {
    title: 'a search text too long',
    tests: {
      'answers 400 at q': async (api) => {
        const response = await api.request(
          'GET',
          `/lecturers/v2/search?q=${'x'.repeat(MAX_SEARCH_LENGTH + 1)}`,
          { token: await api.tokenOf('admin@example.com'), locale: 'en' },
        );
        expect(response.status).toBe(400);
        expect(response.body).toHaveProperty(['message', 'q']);
      },
    },
  },
};
