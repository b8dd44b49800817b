/** Bad input on catalogue items beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expect } from 'vitest';
import { expectRefused, type BadInputCases } from '../../testing/bad-input.ts';

/**
 * A course type the API does not know, and a type on a kind without types (ebooks, articles):
 * 400 at `type`, in the list's filter and in a new item, nothing written.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'refused course types of catalogue items',
    tests: {
      'answers 400 at type to a list filter of an unknown type or a kind without types': async (
        api,
      ) => {
        const token = await api.tokenOf('teacher@example.com');
        for (const path of [
          '/lecturers/v2/courses?type=LECTURE',
          '/lecturers/v2/courses?type=single',
          '/lecturers/v2/ebooks?type=SINGLE',
          '/lecturers/v2/articles?type=COURSE',
        ]) {
          const response = await api.request('GET', path, { token, locale: 'en' });
          expect(response.status, path).toBe(400);
          expect(response.body, path).toHaveProperty(['message', 'type']);
        }
      },
      'answers 400 at type to a new item of an unknown type or a kind without types': (api) =>
        expectRefused(api, { caller: 'teacher@example.com' }, [
          {
            method: 'POST',
            path: '/lecturers/v2/courses',
            body: { title: 'Bad type', type: 'LECTURE' },
            statuses: [400],
            field: 'type',
          },
          {
            method: 'POST',
            path: '/lecturers/v2/ebooks',
            body: { title: 'Bad type', type: 'SINGLE' },
            statuses: [400],
            field: 'type',
          },
        ]),
    },
  },
};
