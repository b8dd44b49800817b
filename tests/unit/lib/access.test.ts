import { describe, expect, it } from 'vitest';
import {
  decide,
  hasArea,
  linkVisible,
  personaOf,
  visibleSections,
} from '../../../src/lib/access.ts';
import { routeByName } from '../../../src/routes/routes.ts';

const everything = [
  'v2_course.*',
  'v2_coupon.*',
  'v2_order.*',
  'v2_remittance.*',
  'v2_interaction.*',
  'v2_lecturer.*',
  'v2_member.*',
  'v2_setting.*',
];

describe('persona', () => {
  it('is admin only with ADMIN on the admin host, lecturer only with TEACHER on the lecturer host', () => {
    expect(personaOf(['ADMIN'], 'admin')).toBe('admin');
    expect(personaOf(['ADMIN'], 'lecturer')).toBe('neither');
    expect(personaOf(['TEACHER'], 'lecturer')).toBe('lecturer');
    expect(personaOf(['TEACHER'], 'admin')).toBe('neither');
    expect(personaOf(['ADMIN', 'TEACHER'], 'lecturer')).toBe('lecturer');
    expect(personaOf([], 'admin')).toBe('neither');
    expect(personaOf(['ADMIN'], 'unknown')).toBe('neither');
  });
});

describe('sections by role', () => {
  it('lecturers see content, coupons, revenues, interactions', () => {
    expect(visibleSections('lecturer', [])).toEqual([
      'content',
      'coupons',
      'revenues',
      'interactions',
    ]);
  });

  it('admins with every permission see content, coupons, orders, finances, interactions, lecturers, members, settings', () => {
    expect(visibleSections('admin', everything)).toEqual([
      'content',
      'coupons',
      'orders',
      'finances',
      'interactions',
      'lecturers',
      'members',
      'settings',
    ]);
  });

  it('an admin with limited permissions sees only the mapped sections', () => {
    expect(visibleSections('admin', ['v2_order.*', 'v2_member.read'])).toEqual([
      'orders',
      'members',
    ]);
    expect(hasArea(['v2_remittance.read'], 'v2_remittance')).toBe(true);
    expect(hasArea(['v2_remittances.read'], 'v2_remittance')).toBe(false);
  });

  it('calendars are for admins, revenues for lecturers', () => {
    expect(linkVisible('admin', routeByName('calendars').audience)).toBe(true);
    expect(linkVisible('lecturer', routeByName('calendars').audience)).toBe(false);
    expect(linkVisible('lecturer', routeByName('revenues-income').audience)).toBe(true);
  });
});

describe('the guard', () => {
  it('sends users who are neither admin nor lecturer to the main site', () => {
    expect(decide(routeByName('courses'), 'neither', [])).toEqual({ kind: 'main-site' });
  });

  it('lets anyone open public routes', () => {
    expect(decide(routeByName('login'), 'neither', [])).toEqual({ kind: 'allow' });
  });

  it('sends non-admins from admin-only routes to courses', () => {
    expect(decide(routeByName('orders'), 'lecturer', [])).toEqual({ kind: 'courses' });
    expect(decide(routeByName('calendars'), 'lecturer', [])).toEqual({ kind: 'courses' });
    expect(decide(routeByName('revenues-income'), 'admin', everything)).toEqual({
      kind: 'courses',
    });
  });

  it('marks an admin without the route permission forbidden; lecturers skip the check', () => {
    expect(decide(routeByName('orders'), 'admin', ['v2_member.*'])).toEqual({ kind: 'forbidden' });
    expect(decide(routeByName('orders'), 'admin', ['v2_order.*'])).toEqual({ kind: 'allow' });
    expect(decide(routeByName('courses'), 'lecturer', [])).toEqual({ kind: 'allow' });
  });
});
