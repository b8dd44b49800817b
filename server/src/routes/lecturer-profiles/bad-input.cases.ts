/** Bad input on lecturer profiles beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, huge, type BadInputCases } from '../../testing/bad-input.ts';
import { newLecturer, newPayout } from './fixtures.ts';

/**
 * The sweep reaches user 1, who is no lecturer (404). Bad bodies on a real lecturer, their comment
 * and payout accounts answer 400 at the field and write nothing.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'bad input on a real lecturer, their comments and payout accounts',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const lecturer = await newLecturer(api);
        const base = `/lecturers/v2/lecturer-profiles/${String(lecturer.id)}`;
        const main = await newPayout(api, lecturer.id);
        const comment = await api.request('POST', `${base}/comments`, {
          token: await api.tokenOf('admin@example.com'),
          body: { body: 'Bad input' },
        });
        const commentPath = `${base}/comments/${String((comment.body as { id: number }).id)}`;
        const payoutPath = `${base}/payouts/${String(main.id)}`;
        const good = { email: 'bad-input-lecturer@example.com', real_name: 'A', description: 'B' };
        const account = { financial_code: '812', account_name: 'A', account_number: '123' };
        const profiles = '/lecturers/v2/lecturer-profiles';
        const cases: [string, string, Record<string, unknown>, string][] = [
          ['POST', profiles, { ...good, real_name: '' }, 'real_name'],
          ['POST', profiles, { ...good, description: '<p></p>' }, 'description'],
          ['POST', profiles, { ...good, email: 'x' }, 'email'],
          ['POST', profiles, { ...good, email: 'a\u0000b@x.io' }, 'email'],
          ['PUT', base, { ...good, email: 'teacher@example.com' }, 'email'],
          ['PUT', base, { ...good, headline: huge }, 'headline'],
          ['PUT', `${base}/status`, { status: 'GONE' }, 'status'],
          ['POST', `${base}/comments`, { body: ' ' }, 'body'],
          ['PUT', commentPath, { body: '' }, 'body'],
          ['PUT', commentPath, { body: 'x'.repeat(2001) }, 'body'],
          ['POST', `${base}/payouts`, { ...account, financial_code: '1234' }, 'financial_code'],
          ['POST', `${base}/payouts`, { ...account, account_number: 'abc' }, 'account_number'],
          ['PUT', payoutPath, { ...account, account_name: '' }, 'account_name'],
          ['DELETE', payoutPath, {}, 'payout_id'],
        ];
        await expectRefused(
          api,
          { caller: 'admin@example.com' },
          cases.map(([method, path, body, field]) => ({
            method,
            path,
            body,
            statuses: [400],
            field,
          })),
        );
      },
    },
  },
};
