import type { BrowserContext, Page, Route } from '@playwright/test';
import { demo, expect, signIn, test, testOrigins } from './fixtures.ts';
import { OrdersPage } from './pages/orders-page.ts';

/** Holds the orders list's answers back; the answer lets the held ones through. */
async function holdOrderList(page: Page): Promise<{ held: Route[]; release: () => Promise<void> }> {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === '/lecturers/v2/orders',
    (route) => void held.push(route),
  );
  return {
    held,
    release: async () => {
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  };
}

/** Signs the administrator in (a session of the test's own) and opens the orders list. */
async function adminOrders(page: Page, context: BrowserContext): Promise<OrdersPage> {
  await signIn(context, demo.admin, { fresh: true });
  const orders = new OrdersPage(page, 'en');
  await orders.openList('status=ALL');
  await expect(orders.table.getByRole('rowheader').first()).toBeVisible();
  return orders;
}

test('a list seen before shows its kept rows at once while it asks again, then the fresh ones', async ({
  page,
  context,
}) => {
  const orders = await adminOrders(page, context);
  const numbers = await orders.shownNumbers();
  expect(numbers.length).toBeGreaterThan(1);

  // A reload (a new page in the tab): the kept rows show while the API's answer is held back.
  const { held } = await holdOrderList(page);
  await page.reload();
  await expect.poll(() => held.length).toBe(1);
  await expect(orders.table.getByRole('rowheader').first()).toBeVisible();
  expect(await orders.shownNumbers()).toEqual(numbers);
  await expect(orders.main.locator('[aria-busy="true"]').first()).toBeAttached();

  // The fresh answer (only the first order now) replaces them.
  const route = held[0];
  if (!route) throw new Error('the list was not asked for');
  const response = await route.fetch();
  const body = (await response.json()) as { data: unknown[] };
  await route.fulfill({ response, json: { ...body, data: body.data.slice(0, 1) } });
  await expect.poll(() => orders.shownNumbers()).toEqual(numbers.slice(0, 1));
});

test('after signing out and in as another user, no kept row of the first shows', async ({
  page,
  context,
}) => {
  const orders = await adminOrders(page, context);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/login`);
  await page.getByLabel('Email').fill(demo.staff);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const { held, release } = await holdOrderList(page);
  await orders.open(`${testOrigins.admin}/en/orders?status=ALL`);
  await expect.poll(() => held.length).toBe(1);
  await expect(orders.main.getByRole('status').first()).toBeVisible();
  await expect(orders.table.getByRole('rowheader')).toHaveCount(0);
  await release();
  await expect(orders.table.getByRole('rowheader').first()).toBeVisible();
});

test("the session check and the list's request go out once, from the page's head, on a reload", async ({
  page,
  context,
}) => {
  const orders = await adminOrders(page, context);
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && ['/v2/me', '/lecturers/v2/orders'].includes(pathname))
      sent.push(pathname);
  });
  await page.reload();
  await orders.waitForIslands();
  await expect(orders.table.getByRole('rowheader').first()).toBeVisible();
  await expect(orders.main.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(sent.sort()).toEqual(['/lecturers/v2/orders', '/v2/me']);
});
