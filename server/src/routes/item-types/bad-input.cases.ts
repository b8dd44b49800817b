/** Bad input on a course's category and type beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, type BadInputCases } from '../../testing/bad-input.ts';
import { createItem } from '../../testing/item-fixtures.ts';

/**
 * A category must be one of the categories settings manage: a key no category has (or an empty
 * one) answers 400 at `category` and writes nothing.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: "bad input on a course's category",
    tests: {
      'answers 400 at category and writes nothing': async (api) => {
        const id = await createItem(api, 'courses');
        await expectRefused(
          api,
          { caller: 'teacher@example.com' },
          ['cooking', '', ' ', 'x'.repeat(101)].map((category) => ({
            method: 'PUT',
            path: `/lecturers/v2/courses/${id}/type`,
            body: { category, type: 'COURSE' },
            statuses: [400],
            field: 'category',
          })),
        );
      },
    },
  },
};
