import { expect, test, type Page } from '@playwright/test';
import { API_RETRIES, demo, signIn, testOrigins } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';

type Section =
  | 'content'
  | 'coupons'
  | 'orders'
  | 'finances'
  | 'revenues'
  | 'interactions'
  | 'lecturers'
  | 'members'
  | 'settings';

const adminSections: Section[] = [
  'content',
  'coupons',
  'orders',
  'finances',
  'interactions',
  'lecturers',
  'members',
  'settings',
];
const lecturerSections: Section[] = ['content', 'coupons', 'revenues', 'interactions'];
const sectionNames: Record<Section, string> = {
  content: 'Content',
  coupons: 'Coupons',
  orders: 'Orders',
  finances: 'Finances',
  revenues: 'Revenue',
  interactions: 'Interactions',
  lecturers: 'Lecturers',
  members: 'Members',
  settings: 'Settings',
};

async function visibleSections(page: Page): Promise<string[]> {
  const shell = new ShellPage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('data-sections', /.*/);
  return shell.rail.locator('li[data-section]:visible a').allInnerTexts();
}

/** Where each demo account lands when opening the course list, and which sections it sees. */
const landings: {
  who: keyof typeof demo;
  host: 'admin' | 'lecturer';
  path: string;
  lands: string;
  sections?: Section[];
}[] = [
  {
    who: 'admin',
    host: 'admin',
    path: '/en/courses',
    lands: '/en/courses',
    sections: adminSections,
  },
  {
    who: 'staff',
    host: 'admin',
    path: '/en/orders',
    // The orders list keeps its status filter (ALL at first) in the address.
    lands: '/en/orders?status=ALL',
    sections: ['orders', 'members'],
  },
  { who: 'teacher', host: 'admin', path: '/en/courses', lands: 'main-site' },
  { who: 'teacher2', host: 'admin', path: '/en/courses', lands: 'main-site' },
  { who: 'student', host: 'admin', path: '/en/courses', lands: 'main-site' },
  { who: 'admin', host: 'lecturer', path: '/en/courses', lands: 'main-site' },
  { who: 'staff', host: 'lecturer', path: '/en/courses', lands: 'main-site' },
  {
    who: 'teacher',
    host: 'lecturer',
    path: '/en/courses',
    lands: '/en/courses',
    sections: lecturerSections,
  },
  {
    who: 'teacher2',
    host: 'lecturer',
    path: '/en/courses',
    lands: '/en/courses',
    sections: lecturerSections,
  },
  { who: 'student', host: 'lecturer', path: '/en/courses', lands: 'main-site' },
];

for (const { who, host, path, lands, sections } of landings) {
  test(`${who} on the ${host} host lands on ${lands}`, async ({ page, context }) => {
    await signIn(context, demo[who]);
    await page.goto(`${testOrigins[host]}${path}`);
    if (lands === 'main-site') {
      await expect(page).toHaveURL(`${testOrigins.api}/`);
      return;
    }
    await expect(page).toHaveURL(`${testOrigins[host]}${lands}`);
    expect(await visibleSections(page)).toEqual(
      (sections ?? []).map((section) => sectionNames[section]),
    );
  });
}

test('an admin-only route sends a lecturer to the courses screen', async ({ page, context }) => {
  await signIn(context, demo.teacher);
  await page.goto(`${testOrigins.lecturer}/en/orders`);
  await expect(page).toHaveURL(`${testOrigins.lecturer}/en/courses`);
  await page.goto(`${testOrigins.lecturer}/en/calendars`);
  await expect(page).toHaveURL(`${testOrigins.lecturer}/en/courses`);
});

test('a lecturer-only route sends an admin to the courses screen', async ({ page, context }) => {
  await signIn(context, demo.admin);
  await page.goto(`${testOrigins.admin}/en/revenues/income`);
  await expect(page).toHaveURL(`${testOrigins.admin}/en/courses`);
});

test('a route missing a permission shows the admin the no-access page in the app', async ({
  page,
  context,
}) => {
  await signIn(context, demo.staff);
  await page.goto(`${testOrigins.admin}/en/settings`);
  const shell = new ShellPage(page, 'en');
  await expect(shell.main.getByRole('heading', { name: shell.t('error.noAccess') })).toBeVisible();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/settings`);
  expect(await visibleSections(page)).toEqual(['Orders', 'Members']);
});

test('the admin sees calendars in the content sidebar; a lecturer does not', async ({
  browser,
}) => {
  const admin = await browser.newContext();
  await signIn(admin, demo.admin);
  const adminPage = await admin.newPage();
  await adminPage.goto(`${testOrigins.admin}/en/courses`);
  await expect(
    adminPage.locator('nav.sidebar').getByRole('link', { name: 'Calendar' }),
  ).toBeVisible();
  const lecturer = await browser.newContext();
  await signIn(lecturer, demo.teacher);
  const lecturerPage = await lecturer.newPage();
  await lecturerPage.goto(`${testOrigins.lecturer}/en/courses`);
  await expect(
    lecturerPage.locator('nav.sidebar').getByRole('link', { name: 'Ebooks' }),
  ).toBeVisible();
  await expect(
    lecturerPage.locator('nav.sidebar').getByRole('link', { name: 'Calendar' }),
  ).toBeHidden();
  await admin.close();
  await lecturer.close();
});

test('without a session the admin host goes to its login page and back after logging in', async ({
  page,
}) => {
  await page.goto(`${testOrigins.admin}/en/orders?status=PAID`);
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  const shell = new ShellPage(page, 'en');
  await page.getByLabel('Email').fill(demo.admin);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or the password is wrong.').first()).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(demo.admin);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/orders?status=PAID`);
  await expect(shell.heading).toHaveText('Orders');
});

test('the login page keeps its language switcher and the redirect', async ({ page }) => {
  await page.goto(`${testOrigins.admin}/login?redirect=%2Fcourses`);
  await new ShellPage(page).languageSwitcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/login?redirect=%2Fcourses`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('logging out sends the admin to the login page and the token stops working', async ({
  page,
  context,
}) => {
  const token = await signIn(context, demo.admin, { fresh: true });
  await page.goto(`${testOrigins.admin}/en/courses`);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/login`);
  const me = await context.request.get(`${testOrigins.api}/v2/me`, {
    headers: { authorization: `Bearer ${token}` },
    maxRetries: API_RETRIES,
  });
  expect(me.status()).toBe(403);
});

test('a token revoked elsewhere sends the admin back to login on the next call', async ({
  page,
  context,
}) => {
  const token = await signIn(context, demo.admin, { fresh: true });
  await page.goto(`${testOrigins.admin}/en/courses`);
  await expect(new ShellPage(page, 'en').heading).toHaveText('Courses');
  await context.request.post(`${testOrigins.api}/v2/auth/logout`, {
    headers: { authorization: `Bearer ${token}` },
    maxRetries: API_RETRIES,
  });
  await page.reload();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fcourses/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test('without a session the lecturer host asks for the login in a modal dialog that holds the focus', async ({
  page,
}) => {
  await page.goto(`${testOrigins.lecturer}/en/courses`);
  const shell = new ShellPage(page, 'en');
  const prompt = page.getByRole('dialog', { name: shell.t('session.loginRequired') });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: shell.t('session.openLogin') })).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(prompt).toBeVisible();
  expect(await shell.focusIsWithin(prompt)).toBe(true);
});

test('the lecturer host returns to the remembered address after the main-site login', async ({
  page,
}) => {
  const popupOpened = page.waitForEvent('popup');
  await page.goto(`${testOrigins.lecturer}/en/courses/42/infos/basic?from=mail`);
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${testOrigins.api}/login\\?redirect=`));
  await popup.getByLabel(/email|電子郵件/i).fill(demo.teacher);
  await popup.getByLabel(/password|密碼/i).fill('demo-password');
  await popup
    .getByRole('button')
    .filter({ hasText: /log in|登入/i })
    .click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(`${testOrigins.lecturer}/en/courses/42/infos/basic?from=mail`);
  expect(await visibleSections(page)).toEqual(
    lecturerSections.map((section) => sectionNames[section]),
  );
});

test('a session that could not load loads again when the connection is back', async ({
  page,
  context,
}) => {
  await signIn(context, demo.admin);
  await page.route(`${testOrigins.api}/v2/me`, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent(
    'requestfailed',
    (request) => request.url() === `${testOrigins.api}/v2/me`,
  );
  await page.goto(`${testOrigins.admin}/en/courses`);
  // The session's load failed (the page learns it as the test does, before the round trips below).
  await failed;
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await expect(page.locator('html')).not.toHaveAttribute('data-sections', /.*/);
  await page.unroute(`${testOrigins.api}/v2/me`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('html')).toHaveAttribute('data-sections', /content/);
  expect(await visibleSections(page)).toEqual(
    adminSections.map((section) => sectionNames[section]),
  );
});
