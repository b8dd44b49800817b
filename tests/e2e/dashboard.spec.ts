import type { Locator } from '@playwright/test';
import type { Figures, Sales } from '../../src/api/dashboard.ts';
import { formatPrice } from '../../src/i18n/format.ts';
import { waitingDays } from '../../src/stores/dashboard/figures.ts';
import { monthRange, taipeiDay, taipeiMonth } from '../../src/stores/dashboard/months.ts';
import { salesTotals } from '../../src/stores/dashboard/sales.ts';
import { demo, expect, test } from './fixtures.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { OrdersPage } from './pages/orders-page.ts';
import { lighthousePhone, recordLayoutShifts } from './support/layout-shifts.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

interface Page<T> {
  readonly data: T[];
  readonly meta: { readonly last_page: number; readonly total: number };
}

/** Every row of a list, page by page. */
async function everyRow<T>(api: ApiAs, path: string): Promise<Page<T>> {
  const rows: T[] = [];
  let meta: Page<T>['meta'] = { last_page: 1, total: 0 };
  for (let page = 1; page <= meta.last_page; page += 1) {
    const answer = await api.call<Page<T>>('GET', `${path}&per_page=100&page=${String(page)}`);
    rows.push(...answer.data);
    meta = answer.meta;
  }
  return { data: rows, meta };
}

/** Paid orders created between two days, as the orders list counts them. */
async function paidOrders(api: ApiAs, from: string, to: string) {
  const list = await everyRow<{ total: number; refunded: number }>(
    api,
    `/lecturers/v2/orders?filter=PAID&from=${from}&to=${to}`,
  );
  return {
    orders: list.meta.total,
    amount: list.data.reduce((sum, order) => sum + order.total - order.refunded, 0),
  };
}

/** Items in review of every kind the viewer sees, as the item lists count them. */
async function itemsInReview(api: ApiAs): Promise<number> {
  let total = 0;
  // Courses spell their statuses in capitals, ebooks and articles in lower case.
  for (const list of ['courses?status=REVIEW', 'ebooks?status=review', 'articles?status=review'])
    total += (await api.call<Page<unknown>>('GET', `/lecturers/v2/${list}`)).meta.total;
  return total;
}

test('an administrator sees the figures of their lists, each card opening its filtered list', async ({
  page,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const today = taipeiDay(new Date());
  const { from, to } = monthRange(taipeiMonth(new Date()));
  const [salesToday, salesMonth, review, applies, waiting] = await Promise.all([
    paidOrders(api, today, today),
    paidOrders(api, from, to),
    itemsInReview(api),
    api.call<Page<unknown>>('GET', '/lecturers/v2/applies?status=PENDING'),
    api.call<{ total: number }>('GET', '/lecturers/v2/interactions/waiting'),
  ]);
  // The demo data promises sales today and this month.
  expect(salesToday.orders).toBeGreaterThan(0);

  const screen = new DashboardPage(page, 'admin', 'zh-TW');
  await screen.openHome();
  const card = (key: Parameters<typeof screen.card>[0]) => screen.card(key);
  await expect(card('salesToday')).toContainText(formatPrice(salesToday.amount, 'TWD'));
  await expect(card('salesToday')).toContainText(
    screen.t('dashboard.card.orders', { count: salesToday.orders }),
  );
  await expect(card('salesMonth')).toContainText(formatPrice(salesMonth.amount, 'TWD'));
  await expect(card('salesMonth')).toContainText(
    screen.t('dashboard.card.orders', { count: salesMonth.orders }),
  );
  await expect(card('itemsInReview')).toContainText(
    screen.t('dashboard.card.count', { count: review }),
  );
  await expect(card('appliesPending')).toContainText(
    screen.t('dashboard.card.count', { count: applies.meta.total }),
  );
  await expect(card('interactionsWaiting')).toContainText(
    screen.t('dashboard.card.count', { count: waiting.total }),
  );
  // The sections are still there to start from.
  await expect(screen.sections.getByRole('link')).not.toHaveCount(0);

  // Each card opens the list it counts, with the same filters in the address (zh-TW, the default
  // locale, has no prefix).
  const expected = {
    salesToday: `/orders?filter=PAID&from=${today}&to=${today}`,
    salesMonth: `/orders?filter=PAID&from=${from}&to=${to}`,
    itemsInReview: '/courses?status=REVIEW',
    appliesPending: '/finances/applies?status=PENDING',
    interactionsWaiting: '/interactions',
  } as const;
  for (const [key, href] of Object.entries(expected))
    await expect(card(key as keyof typeof expected)).toHaveAttribute('href', href);
  // The orders list (h/orders-ui) counts the same paid orders as each sales card.
  const orders = new OrdersPage(page, 'zh-TW');
  await card('salesToday').click();
  await page.waitForURL((url) => url.pathname === '/orders');
  await expect(orders.count(salesToday.orders)).toBeVisible();
  await expect(orders.fromFilter).toHaveValue(today);
  await page.goBack();
  await card('salesMonth').click();
  await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('to') === to);
  await expect(orders.count(salesMonth.orders)).toBeVisible();

  // The payout requests list (h/finance-ui) shows as many waiting requests as the card.
  await page.goBack();
  await card('appliesPending').click();
  await page.waitForURL((url) => url.pathname === '/finances/applies');
  const applyRows = page
    .getByRole('table', { name: screen.t('finances.applies.caption') })
    .getByRole('row');
  await expect(applyRows).toHaveCount(applies.meta.total + 1);
});

test('an administrator without the dashboard permission sees the sections and asks for no figures', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.staff);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/lecturers/v2/dashboard')) asked.push(sent.url());
  });
  const screen = new DashboardPage(page, 'admin', 'en');
  await screen.openHome();
  await expect(screen.sections.getByRole('link', { name: screen.t('nav.orders') })).toBeVisible();
  await expect(screen.figures).toHaveCount(0);
  expect(asked).toEqual([]);
  await context.close();
});

test("a lecturer sees this month's income, items in review and waiting questions", async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.teacher);
  const now = new Date();
  const month = taipeiMonth(now);
  const [income, review, waiting] = await Promise.all([
    api.call<{ months: { month: string; income: number }[] }>(
      'GET',
      `/lecturers/v2/revenues/income?year=${month.slice(0, 4)}&month=${month}`,
    ),
    itemsInReview(api),
    api.call<{ by_type: { comments: number } }>('GET', '/lecturers/v2/interactions/waiting'),
  ]);
  const incomeMonth = income.months.find((each) => each.month === month)?.income ?? 0;
  // The figure of the API is the same.
  const figures = await api.call<Figures>('GET', '/lecturers/v2/dashboard');
  expect(figures).toMatchObject({ role: 'TEACHER', income_month: incomeMonth });

  const context = await contextAs(browser, demo.teacher);
  const page = await context.newPage();
  const screen = new DashboardPage(page, 'lecturer', 'en');
  await screen.openHome();
  await expect(screen.card('incomeMonth')).toContainText(formatPrice(incomeMonth, 'TWD'));
  await expect(screen.card('itemsInReview')).toContainText(
    screen.t('dashboard.card.count', { count: review }),
  );
  await expect(screen.card('questionsWaiting')).toContainText(
    screen.t('dashboard.card.count', { count: waiting.by_type.comments }),
  );
  await expect(screen.card('salesToday')).toHaveCount(0);

  await screen.card('questionsWaiting').click();
  await page.waitForURL((url) => url.pathname === '/en/interactions');
  expect(new URL(page.url()).searchParams.get('type')).toBe('comments');
  await page.goBack();
  await expect(screen.card('incomeMonth')).toHaveAttribute(
    'href',
    `/en/revenues/record?month=${month}`,
  );
  await context.close();
});

/** Where each region sits on the page. */
async function boxesOf(regions: readonly Locator[]) {
  return Promise.all(regions.map(async (region) => region.boundingBox()));
}

test('an administrator sees sales per day beside the previous 30 days, the best sellers and how long the oldest waits; nothing moves when they arrive', async ({
  page,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const [sales, figures] = await Promise.all([
    api.call<Sales>('GET', '/lecturers/v2/dashboard/sales'),
    api.call<Figures>('GET', '/lecturers/v2/dashboard'),
  ]);
  const totals = salesTotals(sales);
  // The demo data promises sales today, so the chart has figures.
  expect(totals.current).toBeGreaterThan(0);
  expect(sales.top_items).not.toHaveLength(0);

  // The figures and the sales wait until the empty frame has been measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/lecturers/v2/dashboard**', async (route) => {
    await held;
    await route.continue();
  });
  const screen = new DashboardPage(page, 'admin', 'zh-TW');
  await screen.openHome();
  const regions = [screen.figures, screen.sales, screen.topItems, screen.sections];
  await expect(screen.figures.locator('[aria-busy="true"]')).toBeVisible();
  await expect(screen.sales.locator('[aria-busy="true"]')).toBeVisible();
  const before = await boxesOf(regions);
  release();
  await expect(screen.chart).toBeVisible();
  await expect(screen.topItems.getByRole('link').first()).toBeVisible();
  await expect(screen.card('salesToday')).toBeVisible();
  const after = await boxesOf(regions);
  for (const [index, box] of after.entries()) {
    const was = before[index];
    expect(box, `region ${String(index)}`).not.toBeNull();
    expect(was, `region ${String(index)}`).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(box?.[side], `region ${String(index)} ${side}`).toBeCloseTo(was?.[side] ?? NaN, 0);
  }

  // The chart with its totals and change, and its table of days.
  await expect(screen.total('current')).toHaveText(formatPrice(totals.current, 'TWD'));
  await expect(screen.total('previous')).toHaveText(formatPrice(totals.previous, 'TWD'));
  const change = totals.change;
  await expect(screen.total('change')).toHaveText(
    change === null
      ? screen.t('dashboard.sales.noChange')
      : screen.t('dashboard.sales.change', {
          direction: change > 0 ? 'up' : change < 0 ? 'down' : 'same',
          change: Math.abs(change),
        }),
  );
  await expect(screen.chart.locator('polyline')).toHaveCount(2);
  const table = await screen.salesTable();
  await expect(table.getByRole('row')).toHaveCount(31);
  const today = sales.current.at(-1);
  await expect(table.getByRole('row').last()).toContainText(formatPrice(today?.amount ?? 0, 'TWD'));

  // The best sellers link to their items.
  const best = sales.top_items[0];
  await expect(screen.topItems.getByRole('link').first()).toHaveText(best?.title ?? '');
  await expect(screen.topItems.getByRole('link').first()).toHaveAttribute(
    'href',
    `/${best?.kind ?? ''}/${String(best?.id)}/infos/basic`,
  );

  // What waits says since when its oldest waits.
  if (figures.role !== 'ADMIN') throw new Error('an administrator gets the ADMIN figures');
  const oldest = waitingDays(figures.oldest.interactions_waiting, new Date());
  if (oldest !== null)
    await expect(screen.card('interactionsWaiting')).toContainText(
      screen.t('dashboard.card.oldest', { days: oldest }),
    );
});

for (const host of ['admin', 'lecturer'] as const) {
  test(`the ${host}'s home page does not move from its first paint to its figures on a phone (CLS ≤ 0.01)`, async ({
    browser,
  }) => {
    const context = await contextAs(browser, host === 'admin' ? demo.admin : demo.teacher);
    const page = await context.newPage();
    await page.setViewportSize(lighthousePhone);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/lecturers/v2/dashboard**', async (route) => {
      await held;
      await route.continue();
    });
    const shifts = await recordLayoutShifts(page);
    const screen = new DashboardPage(page, host, 'zh-TW');
    await screen.openHome();
    await expect(screen.figures.locator('[aria-busy="true"]')).toBeVisible();
    await expect(screen.sales.locator('[aria-busy="true"]')).toBeVisible();
    release();
    await expect(screen.chart).toBeVisible();
    await expect(screen.card(host === 'admin' ? 'salesToday' : 'incomeMonth')).toBeVisible();
    await expect(screen.topItems.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await shifts()).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}

test('a month without events still shows its grid, with a note (zh-TW)', async ({ page }) => {
  const screen = new DashboardPage(page, 'admin', 'zh-TW');
  await screen.openCalendar('2099-01');
  await expect(screen.emptyState).toBeVisible();
  await expect(screen.grid).toBeVisible();
  await expect(screen.day('2099-01-01')).toBeVisible();
  await expect(screen.day('2099-01-31')).toBeVisible();
  await expect(screen.grid.locator('.calendar-event')).toHaveCount(0);
});
