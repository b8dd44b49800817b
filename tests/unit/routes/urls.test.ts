import { describe, expect, it } from 'vitest';
import { splitLocale, withLocale } from '../../../src/i18n/locales.ts';
import { matchRoute, routeByName, routes, tabsOf } from '../../../src/routes/routes.ts';
import { urlFor } from '../../../src/routes/urls.ts';

describe('URL builders', () => {
  it('carry the locale: no prefix for zh-TW, a prefix otherwise', () => {
    expect(urlFor('zh-TW', 'courses')).toBe('/courses');
    expect(urlFor('en', 'courses')).toBe('/en/courses');
    expect(urlFor('zh-CN', 'index')).toBe('/zh-CN');
    expect(urlFor('zh-TW', 'courses-course_id-infos-basic', { course_id: 42 })).toBe(
      '/courses/42/infos/basic',
    );
  });

  it('repeat the key of a list in the query, in order, and leave out an empty list', () => {
    expect(urlFor('zh-TW', 'orders', {}, { status: 'PAID', filter: ['PAID', 'COURSE'] })).toBe(
      '/orders?status=PAID&filter=PAID&filter=COURSE',
    );
    expect(urlFor('en', 'orders', {}, { status: 'ALL', filter: [] })).toBe('/en/orders?status=ALL');
  });

  it('drop absent optional parameters and encode values and the query', () => {
    expect(urlFor('en', 'interactions-index-announcements', {})).toBe(
      '/en/interactions/announcements',
    );
    expect(urlFor('en', 'interactions-index-announcements', { announcement_id: 7 })).toBe(
      '/en/interactions/announcements/7',
    );
    expect(
      urlFor('zh-TW', 'courses-course_id-chapters-chapter_id-lectures-lecture_id', {
        course_id: 1,
        lecture_id: 3,
      }),
    ).toBe('/courses/1/chapters/lectures/3');
    expect(
      urlFor(
        'zh-TW',
        'coupons-coupon_code-mode',
        { coupon_code: 'A B/C' },
        { page: 2, keyword: '' },
      ),
    ).toBe('/coupons/A%20B%2FC?page=2');
  });
});

describe('route matching', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/interactions/announcements/create')?.route.name).toBe(
      'interactions-index-announcements-create',
    );
    expect(matchRoute('/interactions/announcements/12')?.params).toEqual({ announcement_id: '12' });
    expect(matchRoute('/member-groups/create')?.route.name).toBe('member-groups-create');
    expect(matchRoute('/member-groups/edit')?.route.name).toBe('member-groups-group_id-mode');
    expect(matchRoute('/member-groups/edit')?.params).toEqual({ mode: 'edit' });
    expect(matchRoute('/coupons/create')?.route.name).toBe('coupons-create');
    expect(matchRoute('/courses/9/chapters/quick')?.route.name).toBe(
      'courses-course_id-chapters-quick',
    );
    expect(matchRoute('/nope')).toBeNull();
  });

  it('splits and adds locale prefixes', () => {
    expect(splitLocale('/en/courses/1')).toEqual({
      locale: 'en',
      prefix: '/en',
      path: '/courses/1',
    });
    expect(splitLocale('/zh-CN')).toEqual({ locale: 'zh-CN', prefix: '/zh-CN', path: '/' });
    expect(splitLocale('/courses')).toEqual({ locale: 'zh-TW', prefix: '', path: '/courses' });
    expect(withLocale('/courses', 'zh-TW', true)).toBe('/zh-TW/courses');
  });
});

describe('the table', () => {
  it('resolves layouts, audiences, permissions and the sidebar rule', () => {
    expect(routeByName('login')).toMatchObject({ layout: 'empty', audience: 'public' });
    expect(routeByName('calendars')).toMatchObject({
      audience: 'admin',
      permission: 'v2_course',
      sidebar: true,
    });
    expect(routeByName('revenues-income')).toMatchObject({
      audience: 'lecturer',
      permission: undefined,
    });
    expect(routeByName('orders')).toMatchObject({
      audience: 'admin',
      permission: 'v2_order',
      sidebar: false,
    });
    expect(routeByName('finances-applies')).toMatchObject({
      permission: 'v2_remittance',
      sidebar: true,
    });
    expect(routeByName('members')).toMatchObject({ sidebar: true });
    expect(routeByName('member-groups-group_id-mode').sidebar).toBe(false);
    expect(routeByName('courses-course_id-infos-basic')).toMatchObject({
      layout: 'edit',
      link: 'courses',
    });
  });

  it('keeps the seed named routes', () => {
    const names = routes.map((route) => route.name);
    for (const name of [
      'courses',
      'courses-course_id-infos-basic',
      'login',
      'interactions-index-questions-comments',
      'interactions-index-questions-discussions',
      'interactions-index-feedbacks',
      'interactions-index-announcements',
      'interactions-index-creations',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('marks the current tab, also for routes grouped under it', () => {
    const tabs = tabsOf(routeByName('courses-course_id-settings-privacy'));
    expect(tabs.filter((tab) => tab.current).map((tab) => tab.route)).toEqual([
      'courses-course_id-settings-status',
    ]);
  });
});
