/**
 * Every write endpoint answers bad input (missing fields, wrong types, oversized strings and
 * bodies, NUL bytes, unknown ids and ids past 2^31) with 400, 404 or 413 and a message object,
 * never 500, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INTEGER } from './contract/plain/operation.ts';
import type { RouteSpec } from './http/route.ts';
import { allRoutes } from './routes/index.ts';
import { createUser } from './testing/users.ts';
import { newLecturer, newPayout } from './routes/lecturer-profiles/fixtures.ts';
import * as groups from './testing/member-groups.ts';
import { paidOrderOf } from './testing/orders.ts';
import * as finance from './testing/finances.ts';
import { fingerprint } from './testing/fingerprint.ts';
import { createTestApi, type TestApi } from './testing/harness.ts';
import { userIdOf } from './testing/item-fixtures.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const writeRoutes = allRoutes.filter(
  (route) => route.method !== 'get' && (route.body ?? route.params),
);

function callerOf(route: RouteSpec): string | null {
  const access = route.access;
  if (access.kind === 'public') return null;
  if (access.kind === 'signed-in') return 'teacher@example.com';
  return access.roles.includes('ADMIN') ? 'admin@example.com' : 'teacher@example.com';
}

function propertiesOf(schema: z.ZodType | undefined): { name: string; type: string }[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    type: property.type ?? 'any',
  }));
}

/** The path with every id parameter set to `value` (a parameter of named values gets its first). */
function pathWith(route: RouteSpec, value: string): string {
  const json = route.params
    ? (z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, { enum?: string[] }>;
      })
    : {};
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const [named] = json.properties?.[name]?.enum ?? [];
    return named ?? value;
  });
}

const huge = 'x'.repeat(100_000);
const pastInteger = String(MAX_INTEGER + 1);

/** A bad request: what it is, where it goes, its body, and the statuses it may get. */
interface BadCase {
  readonly label: string;
  readonly path: string;
  readonly body: Record<string, unknown> | string;
  readonly statuses: readonly number[];
  /** The field the answer's message must name. */
  readonly field?: string;
}

/** Whether a route's path parameters are free text (codes), not ids or named values. */
function namedByText(route: RouteSpec): boolean {
  if (!route.params) return false;
  const json = z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; enum?: string[] }>;
  };
  return Object.values(json.properties ?? {}).some(
    (property) => property.type === 'string' && !property.enum,
  );
}

/** The bad requests of a route. */
function badCases(route: RouteSpec): BadCase[] {
  // A body that may be empty (`display` flips without a value) is valid on an object that
  // exists: such routes get their bad bodies on an id in range that names nothing.
  const emptyIsValid = route.body?.safeParse({}).success === true;
  const path = pathWith(route, emptyIsValid ? String(MAX_INTEGER) : '1');
  const any = [400, 404, 413];
  const cases: BadCase[] = [];
  const properties = propertiesOf(route.body);
  if (route.body) {
    cases.push({ label: 'missing fields', path, body: {}, statuses: any });
    cases.push({ label: 'unreadable body', path, body: '%E0%A4%A', statuses: any });
    cases.push({
      label: 'body over the limit',
      path,
      body: `x=${'x'.repeat(route.maxBodyBytes)}`,
      statuses: [413],
    });
    for (const { name, type } of properties) {
      const label = (text: string) => `${name}: ${text}`;
      cases.push({
        label: label(`object, not ${type}`),
        path,
        body: { [name]: { a: 'b' } },
        statuses: any,
      });
      cases.push({ label: label('oversized'), path, body: { [name]: huge }, statuses: any });
      if (type === 'string' || type === 'any')
        cases.push({
          label: label('NUL byte'),
          path,
          body: { [name]: 'a\u0000b' },
          statuses: [400],
          field: name,
        });
      if (type === 'number' || type === 'integer') {
        cases.push({ label: label('not a number'), path, body: { [name]: 'abc' }, statuses: any });
        cases.push({
          label: label('past 2^31'),
          path,
          body: { [name]: pastInteger },
          statuses: [400],
          field: name,
        });
      }
    }
  }
  if (route.params) {
    // A parameter named by text (a coupon's code) names nothing past 2^31 yet is well formed,
    // so the empty body is read first: 400, or 404.
    const ids = { body: {}, statuses: namedByText(route) ? [400, 404] : [404] };
    // An id in range is looked up after the body is read: 400 for the empty body, or 404.
    cases.push({
      label: 'unknown id',
      path: pathWith(route, String(MAX_INTEGER)),
      body: {},
      statuses: [400, 404],
    });
    cases.push({ label: 'id past 2^31', path: pathWith(route, pastInteger), ...ids });
    cases.push({ label: 'id past 2^53', path: pathWith(route, '99999999999999999999'), ...ids });
    cases.push({ label: 'id not a number', path: pathWith(route, 'abc'), ...ids });
    cases.push({ label: 'id with a NUL byte', path: pathWith(route, '1%00'), ...ids });
  }
  return cases;
}

describe('bad input on every write endpoint', () => {
  it('covers at least one write endpoint', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  for (const route of writeRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const caller = callerOf(route);
      const token = caller ? await api.tokenOf(caller) : null;
      const before = await fingerprint(api.db);
      for (const { label, path, body, statuses, field } of badCases(route)) {
        const response = await api.request(route.method.toUpperCase(), path, {
          token,
          body,
          locale: 'en',
        });
        expect(
          statuses,
          `${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        ).toContain(response.status);
        expect(response.body, label).toHaveProperty('message');
        if (field) expect(response.body, label).toHaveProperty(['message', field]);
      }
      expect(await fingerprint(api.db)).toEqual(before);
    });
  }
});

// Discounts and packages: their writes belong to lecturers (an administrator, the sweep's caller
// above, gets 404 before the body is looked at further), so they are swept again as a lecturer.
const lecturerWrites = writeRoutes.filter((route) =>
  /^\/lecturers\/v2\/(discounts|packages)(\/|$)/.test(route.path),
);

describe('bad input on the writes of discounts and packages, as a lecturer', () => {
  it('covers every write of discounts and packages', () => {
    expect(lecturerWrites.length).toBe(8);
  });

  for (const route of lecturerWrites) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const token = await api.tokenOf('teacher@example.com');
      const before = await fingerprint(api.db);
      for (const { label, path, body, statuses, field } of badCases(route)) {
        const response = await api.request(route.method.toUpperCase(), path, {
          token,
          body,
          locale: 'en',
        });
        expect(
          statuses,
          `${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        ).toContain(response.status);
        expect(response.body, label).toHaveProperty('message');
        if (field) expect(response.body, label).toHaveProperty(['message', field]);
      }
      expect(await fingerprint(api.db)).toEqual(before);
    });
  }
});

// Finances: the sweep above only reaches unknown applies. Deciding a real waiting apply with a bad
// body, or applying with a balance below the minimum, answers 400 at the field and writes nothing.
describe('bad input on deciding a waiting apply and on applying', () => {
  it('answers 400 at the field and writes nothing', async () => {
    const lecturerId = await userIdOf(api, 'teacher2@example.com');
    const course = await finance.sellableCourse(api, 'teacher2@example.com', 1000);
    const order = await finance.paidOrder(api, [course], finance.availableTime());
    const rows = await finance.incomesOf(api, order, lecturerId);
    const id = await finance.insertPendingApply(
      api,
      lecturerId,
      rows.map((row) => row.id),
    );
    const foreign = await finance.insertPayout(api, 'teacher@example.com');
    const cases: [string, Record<string, unknown>, string][] = [
      ['approve', {}, 'payout_id'],
      ['approve', { payout_id: '' }, 'payout_id'],
      ['approve', { payout_id: foreign }, 'payout_id'],
      ['approve', { payout_id: 'abc' }, 'payout_id'],
      ['approve', { payout_id: pastInteger }, 'payout_id'],
      ['reject', {}, 'reason'],
      ['reject', { reason: '   ' }, 'reason'],
      ['reject', { reason: 'x'.repeat(501) }, 'reason'],
      ['reject', { reason: 'a\u0000b' }, 'reason'],
    ];
    const token = await api.tokenOf('admin@example.com');
    const before = await fingerprint(api.db);
    for (const [action, body, field] of cases) {
      const response = await api.request('PUT', `/lecturers/v2/applies/${id}/${action}`, {
        token,
        body,
        locale: 'en',
      });
      const label = `${action} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, label).toBe(400);
      expect(response.body, label).toHaveProperty(['message', field]);
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('refuses applying below the minimum, whatever the body, writing nothing', async () => {
    await finance.freshLecturer(api, 'bad-input-apply@example.com');
    const course = await finance.sellableCourse(api, 'bad-input-apply@example.com', 100);
    await finance.paidOrder(api, [course], finance.availableTime());
    const token = await api.tokenOf('bad-input-apply@example.com');
    const before = await fingerprint(api.db);
    for (const body of [{}, { amount: huge }, { amount: 'a\u0000b' }, '%E0%A4%A']) {
      const response = await api.request('POST', '/lecturers/v2/revenues/applies', {
        token,
        body,
        locale: 'en',
      });
      expect([400, 413], JSON.stringify(response.body).slice(0, 200)).toContain(response.status);
      expect(response.body).toHaveProperty('message');
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});

// Orders: bodies of the right shape that a paid (or cancelled) order refuses, as an
// administrator: 400 at the field named (404 for an order that does not exist), nothing written.
describe('refused refunds and invoices of orders', () => {
  it('answers 400 at the field and writes nothing', async () => {
    const token = await api.tokenOf('admin@example.com');
    const paid = await paidOrderOf(api, 'student@example.com', 'teacher@example.com');
    const other = await paidOrderOf(api, 'student@example.com', 'teacher@example.com');
    const cases: [string, string, string, Record<string, unknown>, number, string | null][] = [
      [
        'refund too much',
        'POST',
        `${paid.path}/refunds`,
        refundOf(paid.lineId, MAX_INTEGER),
        400,
        'lines',
      ],
      [
        'refund a line of another order',
        'POST',
        `${paid.path}/refunds`,
        refundOf(other.lineId, 1),
        400,
        'lines',
      ],
      [
        'refund an unknown order',
        'POST',
        `/lecturers/v2/orders/${String(MAX_INTEGER)}/refunds`,
        refundOf(paid.lineId, 1),
        404,
        null,
      ],
      [
        'refund with a blank reason',
        'POST',
        `${paid.path}/refunds`,
        { ...refundOf(paid.lineId, 1), reason: '   ' },
        400,
        'reason',
      ],
      [
        'invoice with a wrong tax id',
        'PUT',
        `${paid.path}/invoice`,
        { type: 'COMPANY', company_title: 'A', company_tax_id: '04595258' },
        400,
        'company_tax_id',
      ],
      [
        'invoice with a wrong mobile barcode',
        'PUT',
        `${paid.path}/invoice`,
        { type: 'PERSONAL', carrier_type: 'MOBILE', carrier_number: '/abc' },
        400,
        'carrier_number',
      ],
      [
        'invoice with an unknown carrier',
        'PUT',
        `${paid.path}/invoice`,
        { type: 'PERSONAL', carrier_type: 'PAPER' },
        400,
        'carrier_type',
      ],
    ];
    const before = await fingerprint(api.db);
    for (const [label, method, path, body, status, field] of cases) {
      const response = await api.request(method, path, { token, body, json: true, locale: 'en' });
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(status);
      expect(response.body, label).toHaveProperty('message');
      // A bad element of a list is named by its index (`member_ids.0`).
      if (field)
        expect(Object.keys((response.body as { message: object }).message), label).toContainEqual(
          expect.stringMatching(new RegExp(`^${field}(\\.|$)`)),
        );
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});

// Members: bodies of the right shape a member refuses (the seed's 'realName empty', a taken
// e-mail, an overdraft, a zero amount, an empty reason), as staff: 400 at the field, nothing written.
describe('refused member changes', () => {
  it('answers 400 at the field and writes nothing', async () => {
    const token = await api.tokenOf('staff@example.com');
    const member = await createUser(api, '壞輸入會員', false);
    const path = `/lecturers/v2/members/${String(member.id)}`;
    const cases: [string, string, string, Record<string, unknown>, string][] = [
      [
        'create without a real name',
        'POST',
        '/lecturers/v2/members',
        { email: 'new-bad@example.test', name: 'A', real_name: '' },
        'real_name',
      ],
      [
        'create with a taken e-mail',
        'POST',
        '/lecturers/v2/members',
        { email: member.email.toUpperCase(), name: 'A', real_name: 'A' },
        'email',
      ],
      [
        'update without a real name',
        'PUT',
        path,
        { name: 'A', real_name: ' ', status: 'ACTIVE' },
        'real_name',
      ],
      [
        'update to an unknown status',
        'PUT',
        path,
        { name: 'A', real_name: 'A', status: 'GONE' },
        'status',
      ],
      [
        'overdraw the wallet',
        'POST',
        `${path}/wallet/adjustments`,
        { amount: -1, reason: 'x' },
        'amount',
      ],
      [
        'adjust by nothing',
        'POST',
        `${path}/wallet/adjustments`,
        { amount: 0, reason: 'x' },
        'amount',
      ],
      [
        'adjust without a reason',
        'POST',
        `${path}/wallet/adjustments`,
        { amount: 5, reason: '' },
        'reason',
      ],
    ];
    const before = await fingerprint(api.db);
    for (const [label, method, target, body, field] of cases) {
      const response = await api.request(method, target, { token, body, json: true, locale: 'en' });
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body, label).toHaveProperty(['message', field]);
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});

/** A refund body of one line. */
function refundOf(lineId: number, amount: number) {
  return { lines: [{ line_id: lineId, amount }], reason: 'Bad input' };
}

// Member groups: the sweep above reaches only unknown groups (their bodies may be empty). On a
// real group, with a coupon limited to it, bad bodies answer 400 at the field and write nothing.
describe('bad input on a member group', () => {
  it('answers 400 at the field and writes nothing', async () => {
    const group = await groups.createGroup(api);
    const coupon = await api.request('POST', '/lecturers/v2/global_coupons', {
      token: await api.tokenOf('admin@example.com'),
      json: true,
      body: {
        code: `G${String(group.id)}BAD`,
        title: 'Bad input',
        type: 'AMOUNT',
        amount: 10,
        scope: 'ALL',
        starts_at: '2026-01-01T00:00:00Z',
        group_id: group.id,
      },
    });
    expect(coupon.status).toBe(201);
    const admin = await userIdOf(api, 'admin@example.com');
    const path = `${groups.GROUPS}/${group.id}`;
    const tooMany = Array.from({ length: 1001 }, (_, n) => `m${n}@example.com`).join('\n');
    const cases: [string, string, Record<string, unknown>, string | null][] = [
      ['PUT', path, { name: '' }, 'name'],
      ['PUT', path, { name: '   ', description: 'x' }, 'name'],
      ['PUT', path, { name: 'x'.repeat(101) }, 'name'],
      ['PUT', path, { name: 'A', description: 'x'.repeat(1001) }, 'description'],
      ['PUT', path, { name: 'a\u0000b' }, 'name'],
      ['POST', `${path}/members`, {}, 'member_ids'],
      ['POST', `${path}/members`, { emails: '\n , ;' }, 'emails'],
      ['POST', `${path}/members`, { emails: tooMany }, 'emails'],
      ['POST', `${path}/members`, { member_ids: [admin] }, 'member_ids'],
      ['POST', `${path}/members`, { member_ids: [MAX_INTEGER] }, 'member_ids'],
      ['POST', `${path}/members`, { member_ids: ['abc'] }, 'member_ids'],
      ['POST', `${path}/members`, { member_ids: [pastInteger] }, 'member_ids'],
      ['DELETE', path, {}, null],
    ];
    const token = await api.tokenOf('admin@example.com');
    const before = await fingerprint(api.db);
    for (const [method, target, body, field] of cases) {
      const response = await api.request(method, target, { token, body, json: true, locale: 'en' });
      const label = `${method} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body, label).toHaveProperty('message');
      // A bad element of a list is named by its index (`member_ids.0`).
      if (field)
        expect(Object.keys((response.body as { message: object }).message), label).toContainEqual(
          expect.stringMatching(new RegExp(`^${field}(\\.|$)`)),
        );
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});

// Settings: the sweep above reaches the configuration with bodies naming no setting and the
// permissions of an unknown or own id. Bad values of real settings and bad keys for another real
// administrator answer 400 at the field and write nothing.
describe('bad input on settings and administrators', () => {
  it('answers 400 at the field and writes nothing', async () => {
    const staffId = await userIdOf(api, 'staff@example.com');
    const adminId = await userIdOf(api, 'admin@example.com');
    const permissions = (id: number) => `/lecturers/v2/settings/administrators/${id}/permissions`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/lecturers/v2/settings/configs', { TWD_TO_USD_RATE: 'x'.repeat(100) }, 'TWD_TO_USD_RATE'],
      ['/lecturers/v2/settings/configs', { TWD_TO_USD_RATE: pastInteger }, 'TWD_TO_USD_RATE'],
      ['/lecturers/v2/settings/configs', { TWD_TO_USD_RATE: '0.5', x: 'y' }, 'x'],
      [
        '/lecturers/v2/settings/configs',
        { ANNOUNCEMENT_MONTHLY_LIMIT: pastInteger },
        'ANNOUNCEMENT_MONTHLY_LIMIT',
      ],
      [permissions(staffId), { permissions: ['v2_order.*', 'x'.repeat(100)] }, 'permissions'],
      [permissions(staffId), { permissions: 'v2_order.*' }, 'permissions'],
      [permissions(adminId), { permissions: ['v2_order.*'] }, 'permissions'],
    ];
    const token = await api.tokenOf('admin@example.com');
    const before = await fingerprint(api.db);
    for (const [path, body, field] of cases) {
      const response = await api.request('PUT', path, { token, body, json: true, locale: 'en' });
      const label = `${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, label).toBe(400);
      expect(response.body, label).toHaveProperty(['message', field]);
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});

// Lecturers area: the sweep above reaches user 1, who is no lecturer (404). Bad bodies on a real
// lecturer, their comment and payout accounts answer 400 at the field and write nothing.
describe('bad input on a real lecturer, their comments and payout accounts', () => {
  it('answers 400 at the field and writes nothing', async () => {
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
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/lecturers/v2/lecturer-profiles', { ...good, real_name: '' }, 'real_name'],
      [
        'POST',
        '/lecturers/v2/lecturer-profiles',
        { ...good, description: '<p></p>' },
        'description',
      ],
      ['POST', '/lecturers/v2/lecturer-profiles', { ...good, email: 'x' }, 'email'],
      ['POST', '/lecturers/v2/lecturer-profiles', { ...good, email: 'a\u0000b@x.io' }, 'email'],
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
    const token = await api.tokenOf('admin@example.com');
    const before = await fingerprint(api.db);
    for (const [method, path, body, field] of cases) {
      const response = await api.request(method, path, { token, body, locale: 'en' });
      const label = `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, label).toBe(400);
      expect(response.body, label).toHaveProperty(['message', field]);
    }
    expect(await fingerprint(api.db)).toEqual(before);
  });
});
