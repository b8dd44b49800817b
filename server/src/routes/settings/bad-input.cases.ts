/** Bad input on settings beyond the sweep of every write (server/src/bad-input.test.ts). */
import { expectRefused, pastInteger, type BadInputCases } from '../../testing/bad-input.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';

/**
 * The sweep reaches the configuration with bodies naming no setting and the permissions of an
 * unknown or own id. Bad values of real settings, bad keys for another real administrator and a
 * profession's or category's blank, long or (category) taken name, non-boolean `archived` or a
 * category's unknown direction answer 400 at the field and write nothing; so do inviting an
 * invalid, empty or registered e-mail or an unknown key, deactivating oneself and resending to
 * an administrator who already set a password.
 */
export const badInput: BadInputCases = {
  refusals: {
    title: 'bad input on settings and administrators',
    tests: {
      'answers 400 at the field and writes nothing': async (api) => {
        const staffId = await userIdOf(api, 'staff@example.com');
        const adminId = await userIdOf(api, 'admin@example.com');
        const permissions = (id: number) =>
          `/lecturers/v2/settings/administrators/${id}/permissions`;
        const configs = '/lecturers/v2/settings/configs';
        const professions = '/lecturers/v2/settings/professions/1';
        const names = { 'zh-TW': '軟體工程師', 'zh-CN': '软件工程师', en: 'Software engineer' };
        const categories = '/lecturers/v2/settings/categories/1';
        const category = { 'zh-TW': '程式設計', 'zh-CN': '编程', en: 'Programming' };
        const cases: [string, Record<string, unknown>, string][] = [
          [configs, { TWD_TO_USD_RATE: 'x'.repeat(100) }, 'TWD_TO_USD_RATE'],
          [configs, { TWD_TO_USD_RATE: pastInteger }, 'TWD_TO_USD_RATE'],
          [configs, { TWD_TO_USD_RATE: '0.5', x: 'y' }, 'x'],
          [configs, { ANNOUNCEMENT_MONTHLY_LIMIT: pastInteger }, 'ANNOUNCEMENT_MONTHLY_LIMIT'],
          [permissions(staffId), { permissions: ['v2_order.*', 'x'.repeat(100)] }, 'permissions'],
          [permissions(staffId), { permissions: 'v2_order.*' }, 'permissions'],
          [permissions(adminId), { permissions: ['v2_order.*'] }, 'permissions'],
          [professions, { ...names, 'zh-CN': ' ' }, 'zh-CN'],
          [professions, { ...names, en: 'x'.repeat(51) }, 'en'],
          [professions, { ...names, archived: 'yes' }, 'archived'],
          [categories, { ...category, 'zh-TW': '' }, 'zh-TW'],
          [categories, { ...category, en: 'x'.repeat(51) }, 'en'],
          [categories, { ...category, archived: 1 }, 'archived'],
          [categories, { ...category, en: 'Design' }, 'en'],
          [`${categories}/position`, { direction: 'left' }, 'direction'],
        ];
        await expectRefused(api, { caller: 'admin@example.com', json: true }, [
          ...cases.map(([path, body, field]) => ({
            method: 'PUT' as const,
            path,
            body,
            statuses: [400],
            field,
          })),
          ...(
            [
              [{ email: 'not-an-email', permissions: [] }, 'email'],
              [{ email: 'Staff@Example.com', permissions: [] }, 'email'],
              [{ email: '', permissions: [] }, 'email'],
              [{ email: 'fresh@example.com', permissions: ['v2_nothing.*'] }, 'permissions'],
              [{ email: 'fresh@example.com', permissions: [], locale: 'fr' }, 'locale'],
            ] as const
          ).map(([body, field]) => ({
            method: 'POST' as const,
            path: '/lecturers/v2/settings/administrators',
            body,
            statuses: [400],
            field,
          })),
          {
            method: 'PUT' as const,
            path: `/lecturers/v2/settings/administrators/${String(adminId)}/status`,
            body: { status: 'DEACTIVATED' },
            statuses: [400],
            field: 'status',
          },
          {
            method: 'POST' as const,
            path: `/lecturers/v2/settings/administrators/${String(staffId)}/invitation`,
            body: {},
            statuses: [400],
          },
        ]);
      },
    },
  },
};
