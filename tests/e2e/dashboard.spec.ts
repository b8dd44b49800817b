import type { Figures } from '../../src/api/dashboard.ts';
import { formatPrice } from '../../src/i18n/format.ts';
import { monthRange, taipeiDay, taipeiMonth } from '../../src/stores/dashboard/months.ts';
import { demo, expect, test } from './fixtures.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { OrdersPage } from './pages/orders-page.ts';
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
