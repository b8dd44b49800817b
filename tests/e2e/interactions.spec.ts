import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Thread, ThreadListResponse } from '../../server/src/contract/interactions.ts';
import { message } from '../../server/src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { demo, expect, test } from './fixtures.ts';
import { InteractionsPage } from './pages/interactions-page.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { lighthousePhone, recordLayoutShifts } from './support/layout-shifts.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

interface Course {
  readonly id: number;
  readonly title: string;
  readonly kind: string;
  readonly waiting: number;
  readonly can_reply: boolean;
  readonly by_type: Record<Thread['type'], number>;
}

const base = '/lecturers/v2/interactions';

/**
 * The n-th course (by id) of a lecturer with at least 12 posts, whatever their state: the demo
 * gives such courses at least 3 waiting posts of each type. Each test takes its own n, so tests
 * running side by side never answer the same course's posts, and answering never changes which
 * course is n-th (counts of waiting posts do; the number of posts does not).
 */
async function courseFor(api: ApiAs, n: number): Promise<Course> {
  const { data } = await api.call<{ data: Course[] }>('GET', `${base}/courses`);
  const found: Course[] = [];
  for (const course of data
    .filter((candidate) => candidate.kind === 'courses' && candidate.can_reply)
    .sort((a, b) => a.id - b.id)) {
    const { meta } = await api.call<ThreadListResponse>(
      'GET',
      `${base}/inbox?waiting=0&per_page=1&course_id=${String(course.id)}`,
    );
    if (meta.total >= 12) found.push(course);
    if (found.length > n) break;
  }
  const course = found[n];
  if (!course) throw new Error(`The demo has no course number ${String(n)} with posts`);
  return course;
}

/**
 * A lecturer's page on the lecturer host, their API session and their n-th course with posts
 * (see courseFor).
 */
async function asLecturer(
  browser: Browser,
  request: APIRequestContext,
  n: number,
  email: string = demo.teacher,
): Promise<{ page: Page; api: ApiAs; course: Course }> {
  const context = await contextAs(browser, email);
  const api = await ApiAs.signIn(request, email);
  return { page: await context.newPage(), api, course: await courseFor(api, n) };
}

/** A post as the API stores it. */
function stored(api: ApiAs, type: Thread['type'], id: number): Promise<Thread> {
  return api.call<Thread>('GET', `${base}/${type}/${String(id)}`);
}

for (const locale of ['zh-TW', 'en'] as const satisfies readonly Locale[]) {
  test(`a lecturer answers a question from the list and sees it leave the unanswered filter (${locale})`, async ({
    browser,
    request,
  }) => {
    const { page, api, course } = await asLecturer(browser, request, locale === 'zh-TW' ? 0 : 1);
    const screen = new InteractionsPage(page, 'comments', 'lecturer', locale);
    const query = `?course_id=${String(course.id)}&responded=0`;
    await screen.openList(query);
    await expect(screen.answeredFilter).toHaveValue('0');
    const shown = await screen.rowLinks.count();
    expect(shown).toBeGreaterThan(0);
    const first = screen.rowLinks.first();
    const post = await InteractionsPage.postOf(first);
    await expect(first).toContainText(screen.t('interactions.badge.waiting'));

    await first.click();
    await expect(page).toHaveURL(screen.postUrl(post.id, query));
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(screen.panel).toBeVisible();
    await expect(screen.list).toBeVisible();

    const answer = `Damp paper, not wet (${locale}).`;
    await screen.reply(answer);
    await expect(screen.notice).toContainText(screen.t('interactions.notice.replied'));
    await expect(screen.notice).toContainText(screen.t('interactions.notice.leaves'));
    await expect(screen.panel.getByText(answer)).toBeVisible();
    await expect(screen.replyBox).toHaveText('');

    // The row stays where it was, showing its new state, until the list loads again.
    const row = screen.rowOf('comments', post.id);
    await expect(screen.rowLinks).toHaveCount(shown);
    await expect(screen.rowLinks.first()).toHaveAttribute(
      'data-thread',
      `comments-${String(post.id)}`,
    );
    await expect(row).toContainText(screen.t('interactions.badge.answered'));
    await expect(row).toContainText(screen.t('interactions.row.leaving'));
    await expect(row).not.toContainText(screen.t('interactions.badge.waiting'));

    // Opening the next post does not load the list again: the answered row stays.
    const next = screen.rowLinks.nth(1);
    const other = await InteractionsPage.postOf(next);
    await next.click();
    await expect(next).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(screen.postUrl(other.id, query));
    await expect(row).toContainText(screen.t('interactions.row.leaving'));
    await expect(screen.rowLinks).toHaveCount(shown);

    await screen.refreshList.click();
    await screen.waitForList();
    await expect(row).toHaveCount(0);
    await expect(page).toHaveURL(screen.postUrl(other.id, query));
    expect(await stored(api, 'comments', post.id)).toMatchObject({
      responded: true,
      waiting: false,
    });
  });
}

test('a lecturer solves a discussion with the button and another with the keyboard', async ({
  browser,
  request,
}) => {
  const { page, api, course } = await asLecturer(browser, request, 2);
  const screen = new InteractionsPage(page, 'discussions');
  await screen.openList(`?course_id=${String(course.id)}&solved=0`);
  await expect(screen.rowLinks.nth(1)).toBeVisible();
  const [one, two] = [
    await InteractionsPage.postOf(screen.rowLinks.nth(0)),
    await InteractionsPage.postOf(screen.rowLinks.nth(1)),
  ];

  await screen.rowLinks.nth(0).click();
  await screen.panelButton('interactions.markSolved').click();
  await expect(screen.notice).toContainText(screen.t('interactions.notice.solved'));
  await expect(screen.panelBadge('interactions.badge.solved')).toBeVisible();
  await expect(screen.rowOf('discussions', one.id)).toContainText(
    screen.t('interactions.badge.solved'),
  );
  await expect(screen.panelButton('interactions.reopen')).toBeVisible();

  // j opens the next post, s marks it solved, Escape closes it and focus returns to its row.
  await page.keyboard.press('j');
  await expect(screen.rowOf('discussions', two.id)).toHaveAttribute('aria-current', 'true');
  await expect(screen.panelButton('interactions.markSolved')).toBeVisible();
  await page.keyboard.press('s');
  await expect(screen.panelBadge('interactions.badge.solved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(screen.panel).toHaveCount(0);
  await expect(screen.rowOf('discussions', two.id)).toBeFocused();

  for (const { id } of [one, two]) {
    expect(await stored(api, 'discussions', id)).toMatchObject({ solved: true, waiting: false });
  }
});

test('a lecturer filters reviews by score', async ({ browser, request }) => {
  const { page, api, course } = await asLecturer(browser, request, 3);
  const { data } = await api.call<ThreadListResponse>(
    'GET',
    `${base}/feedbacks?per_page=100&course_id=${String(course.id)}`,
  );
  const score = data[0]?.score ?? 0;
  expect(score).toBeGreaterThan(0);
  const { meta } = await api.call<ThreadListResponse>(
    'GET',
    `${base}/feedbacks?course_id=${String(course.id)}&score=${String(score)}`,
  );

  const screen = new InteractionsPage(page, 'feedbacks');
  await screen.openList(`?course_id=${String(course.id)}`);
  await screen.scoreFilter.selectOption({ label: screen.t('interactions.score', { score }) });
  await expect(page).toHaveURL(
    screen.url(`?course_id=${String(course.id)}&score=${String(score)}`),
  );
  await screen.waitForList();
  const shown = Math.min(meta.total, 20);
  await expect(screen.rowLinks).toHaveCount(shown);
  await expect(
    screen.list.getByRole('img', { name: screen.t('interactions.score', { score }), exact: true }),
  ).toHaveCount(shown);
  await expect(screen.main).toContainText(
    screen.t('interactions.list.total', { total: meta.total }),
  );

  await page.reload();
  await screen.waitForIslands();
  await screen.waitForList();
  await expect(screen.scoreFilter).toHaveValue(String(score));
  await expect(screen.rowLinks).toHaveCount(shown);
});

test('a lecturer filters student work by course and lecture and publishes one', async ({
  browser,
  request,
}) => {
  const { page, api, course } = await asLecturer(browser, request, 4);
  const { data } = await api.call<ThreadListResponse>(
    'GET',
    `${base}/creations?per_page=100&published=0&course_id=${String(course.id)}`,
  );
  const work = data.find((candidate) => candidate.lecture !== null);
  if (!work?.lecture) throw new Error('No unpublished student work under a lecture');
  const lecture = work.lecture;
  const { meta } = await api.call<ThreadListResponse>(
    'GET',
    `${base}/creations?course_id=${String(course.id)}&lecture_id=${String(lecture.id)}`,
  );

  const screen = new InteractionsPage(page, 'creations');
  await screen.openList();
  await expect(screen.lectureFilter).toBeDisabled();
  await screen.courseFilter.selectOption(String(course.id));
  await expect(page).toHaveURL(screen.url(`?course_id=${String(course.id)}`));
  await screen.waitForList();
  await expect(screen.lectureFilter).toBeEnabled();
  await screen.lectureFilter.selectOption(String(lecture.id));
  await expect(page).toHaveURL(
    screen.url(`?course_id=${String(course.id)}&lecture_id=${String(lecture.id)}`),
  );
  await screen.waitForList();
  await expect(screen.rowLinks).toHaveCount(Math.min(meta.total, 20));
  for (const link of await screen.rowLinks.all()) await expect(link).toContainText(lecture.title);

  const row = screen.rowOf('creations', work.id);
  await row.click();
  await screen.panelButton('interactions.publish').click();
  await expect(screen.notice).toContainText(screen.t('interactions.notice.published'));
  await expect(screen.panelBadge('interactions.badge.published')).toBeVisible();
  await expect(row).toContainText(screen.t('interactions.badge.published'));
  await expect(screen.panelButton('interactions.unpublish')).toBeVisible();
  expect(await stored(api, 'creations', work.id)).toMatchObject({
    published: true,
    waiting: false,
  });
});

test('the inbox’s counts per course and on the rail drop as questions are answered', async ({
  browser,
  request,
}) => {
  // teacher2's posts are answered by this test only, so its counts are this test's.
  const { page, api, course } = await asLecturer(browser, request, 0, demo.teacher2);
  const before = await api.call<{ total: number }>('GET', `${base}/waiting`);
  const screen = new InteractionsPage(page, 'inbox');
  await screen.openList(`?course_id=${String(course.id)}&type=comments`);
  const link = screen.courseLink(course.title);
  await expect(link).toHaveAttribute('aria-current', 'true');
  const count = (n: number) => screen.t('interactions.inbox.waitingCount', { count: n });
  const rail = (n: number) => screen.t('interactions.rail.waiting', { count: n });
  await expect(link).toContainText(count(course.waiting));
  await expect(screen.railLink).toHaveAccessibleName(
    screen.t('nav.interactions') + rail(before.total),
  );

  await screen.rowLinks.first().click();
  await screen.reply('Thank you, see lecture 3.');
  await expect(screen.notice).toContainText(screen.t('interactions.notice.replied'));
  await expect(link).toContainText(count(course.waiting - 1));
  await expect(screen.railLink).toHaveAccessibleName(
    screen.t('nav.interactions') + rail(before.total - 1),
  );

  // The next waiting question: j, r, type, send.
  await page.keyboard.press('j');
  await expect(screen.replyBox).toBeVisible();
  await page.keyboard.press('r');
  await expect(screen.replyBox).toBeFocused();
  await page.keyboard.type('Yes, it is in the materials.');
  await screen.sendReply.click();
  await expect(link).toContainText(count(course.waiting - 2));
  await expect(screen.railLink).toHaveAccessibleName(
    screen.t('nav.interactions') + rail(before.total - 2),
  );
});

test('an empty reply is refused with the server’s message at the field, nothing typed lost', async ({
  browser,
  request,
}) => {
  const { page, api, course } = await asLecturer(browser, request, 5);
  const screen = new InteractionsPage(page, 'comments');
  await screen.openList(`?course_id=${String(course.id)}&responded=0`);
  const first = screen.rowLinks.first();
  const post = await InteractionsPage.postOf(first);
  await first.click();
  await expect(screen.replyBox).toBeVisible();

  await screen.replyBox.click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await screen.sendReply.click();
  const refused = message('zh-TW', 'interaction.commentEmpty');
  await expect(screen.panel.getByText(refused, { exact: true })).toBeVisible();
  await expect(screen.replyBox).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.replyBox).toHaveAccessibleDescription(refused);
  await expect(screen.replyBox.locator('p')).toHaveCount(3);
  await expect(first).toContainText(screen.t('interactions.badge.waiting'));

  await screen.replyBox.click();
  await page.keyboard.type('Here it is.');
  await expect(screen.panel.getByText(refused, { exact: true })).toHaveCount(0);
  expect(await stored(api, 'comments', post.id)).toMatchObject({ responded: false, waiting: true });
});

/** axe-core's tags for the WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe on the page as it is and checks it does not scroll sideways at 1024 and 390 px. */
async function auditOpenPost(page: Page, locale: Locale): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const shell = new LayoutPage(page, locale);
  for (const width of [1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await shell.sidewaysOverflow(), `at ${String(width)} px`).toBeLessThanOrEqual(0);
  }
}

test('an open student work (pictures, files, replies, reply box) passes axe beside its list', async ({
  browser,
  request,
}) => {
  const { page, api, course } = await asLecturer(browser, request, 4);
  const { data } = await api.call<ThreadListResponse>(
    'GET',
    `${base}/creations?per_page=100&course_id=${String(course.id)}`,
  );
  const work = data.find((candidate) => candidate.files.length > 0 && candidate.reply_count > 0);
  if (!work) throw new Error('No student work with files and replies');
  await page.setViewportSize({ width: 1440, height: 900 });
  const screen = new InteractionsPage(page, 'creations');
  await screen.openList(`?course_id=${String(course.id)}`);
  await screen.rowOf('creations', work.id).click();
  await expect(screen.replyBox).toBeVisible();
  await expect(screen.list).toBeVisible();
  await auditOpenPost(page, 'zh-TW');
  // On a phone the post takes the list's place; closing it brings the list back at its row.
  await expect(screen.list).toBeHidden();
  await screen.closePanel.click();
  await expect(screen.rowOf('creations', work.id)).toBeFocused();
});

test('the inbox does not move from its first paint to its posts on a phone (CLS ≤ 0.01)', async ({
  page,
}) => {
  await page.setViewportSize(lighthousePhone);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/lecturers/v2/interactions/**', async (route) => {
    await held;
    await route.continue();
  });
  const shifts = await recordLayoutShifts(page);
  const screen = new InteractionsPage(page, 'inbox', 'admin', 'zh-TW');
  await screen.open(screen.url());
  await expect(screen.main.locator('.list-frame__body')).toBeVisible();
  release();
  await screen.waitForList();
  await expect(screen.rowLinks.first()).toBeVisible();
  await expect(screen.main.locator('.inbox__summary')).not.toHaveText(
    screen.t('interactions.list.label', { kind: 'inbox' }),
  );
  expect(await shifts()).toBeLessThanOrEqual(0.01);
});

test('an administrator reads the inbox in English with a post open', async ({ page }) => {
  const screen = new InteractionsPage(page, 'inbox', 'admin', 'en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screen.openList('?type=discussions');
  const first = screen.rowLinks.first();
  const post = await InteractionsPage.postOf(first);
  await first.click();
  await expect(page).toHaveURL(
    screen.url(`?type=discussions&thread=discussions-${String(post.id)}`),
  );
  await expect(screen.panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(screen.panelButton('interactions.markSolved')).toBeVisible();
  await expect(screen.railLink).toHaveAccessibleName(/^Interactions, [\d,]+ waiting$/);
  await auditOpenPost(page, 'en');
});
