import type { ItemKind } from '../../server/src/contract/items.ts';
import { message } from '../../server/src/i18n/messages.ts';
import { demo, expect, test } from './fixtures.ts';
import { ItemScreenPage } from './pages/item-screen-page.ts';
import { onePixelPng } from './support/images.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

const kinds: ItemKind[] = ['courses', 'ebooks', 'articles'];

for (const kind of kinds) {
  test(`${kind}: basic information is saved, and bad input keeps the form with the server's messages`, async ({
    page,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Basic');
    const form = new ItemScreenPage(page);
    await form.openScreen(kind, item.id, 'infos/basic');
    await expect(form.title).toHaveValue(item.title);

    const title = unique('Renamed');
    await form.title.fill(title);
    await form.subtitle.fill('A subtitle');
    await form.level.selectOption('INTERMEDIATE');
    await form.language.selectOption('ENGLISH');
    await form.profession.selectOption({ index: 1 });
    const profession = await form.profession.inputValue();
    await form.save();
    await form.reload();
    await expect(form.title).toHaveValue(title);
    await expect(form.subtitle).toHaveValue('A subtitle');
    await expect(form.level).toHaveValue('INTERMEDIATE');
    await expect(form.language).toHaveValue('ENGLISH');
    await expect(form.profession).toHaveValue(profession);

    await form.title.fill('');
    await form.subtitle.fill('x'.repeat(201));
    await form.saveButton.click();
    await form.expectFieldMessage(form.title, message('en', 'validation.required'));
    await form.expectFieldMessage(form.subtitle, message('en', 'validation.tooLong', { max: 200 }));
    // The messages show at their fields only, not also as a toast.
    await form.expectNoToast(message('en', 'validation.required'));
    await expect(form.subtitle).toHaveValue('x'.repeat(201));
    await expect(form.level).toHaveValue('INTERMEDIATE');
    await expect(form.saveButton).toBeEnabled();
    // Typing clears the field's message; the stored item did not change.
    await form.title.fill('Fixed');
    await expect(form.title).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      (await teacher.call<{ title: string }>('GET', `/lecturers/v2/${kind}/${String(item.id)}`))
        .title,
    ).toBe(title);
  });

  test(`${kind}: the introduction is edited with the toolbar, saved and shown`, async ({
    page,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Introduction');
    const form = new ItemScreenPage(page);
    await form.openScreen(kind, item.id, 'infos/introduction');
    await expect(form.preview).toContainText(form.t('items.intro.previewEmpty'));

    await form.editor.click();
    await form.tool('items.intro.heading').click();
    await page.keyboard.type('What you get');
    await page.keyboard.press('Enter');
    await form.tool('items.intro.bold').click();
    await expect(form.tool('items.intro.bold')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Bold promise');
    await form.tool('items.intro.bold').click();
    await page.keyboard.type(' and plain text.');
    await form.save();

    await form.reload();
    await expect(form.preview.getByRole('heading', { name: 'What you get' })).toBeVisible();
    await expect(form.preview.locator('strong')).toHaveText('Bold promise');
    await expect(form.editor.locator('h2')).toHaveText('What you get');
  });

  test(`${kind}: material lists are saved`, async ({ page, request }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Material');
    const form = new ItemScreenPage(page);
    await form.openScreen(kind, item.id, 'infos/material');
    const learnings = 'learnings';
    const requirements = 'requirements';
    await form.addEntry(learnings);
    await form.entry(learnings, 1).fill('Read a score');
    await form.addEntry(learnings);
    await form.entry(learnings, 2).fill('Play in time');
    await form.addEntry(requirements);
    await form.entry(requirements, 1).fill('y'.repeat(201));
    await form.saveButton.click();
    await expect(
      form.main.getByText(
        form.t('items.material.entryError', {
          number: 1,
          message: message('en', 'validation.tooLong', { max: 200 }),
        }),
      ),
    ).toBeVisible();
    await expect(form.entry(learnings, 2)).toHaveValue('Play in time');
    await form.entry(requirements, 1).fill('A keyboard');
    await form.save();
    await form.reload();
    await expect(form.entry(learnings, 1)).toHaveValue('Read a score');
    await expect(form.entry(learnings, 2)).toHaveValue('Play in time');
    await expect(form.entry(requirements, 1)).toHaveValue('A keyboard');
  });
}

test('the formatting toolbar works from the keyboard, links included', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Keyboard');
  const form = new ItemScreenPage(page);
  await form.openScreen('courses', item.id, 'infos/introduction');
  await form.editor.click();
  await page.keyboard.type('Read the guide');
  await page.keyboard.press('Shift+Home');
  // The editor takes its selection from the page's selectionchange event: wait until it is there.
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe('Read the guide');

  // One tab stop for the toolbar; arrow keys move between its buttons.
  await form.tool('items.intro.bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.tool('items.intro.italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(form.tool('items.intro.redo')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(form.tool('items.intro.link')).toBeFocused();
  await page.keyboard.press('Enter');
  const address = form.main.getByRole('textbox', { name: form.t('items.intro.linkAddress') });
  await expect(address).toBeFocused();
  await address.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(form.main.getByText(form.t('items.intro.linkInvalid'))).toBeVisible();
  await address.fill('https://example.com/guide');
  await page.keyboard.press('Enter');
  await expect(form.editor.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
  await form.save();
  await expect(form.preview.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
    'href',
    'https://example.com/guide',
  );
});

test("an item screen's header shows the item's title and status and links back to its list", async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('ebooks', 'Header');
  const screen = new ItemScreenPage(page);
  await screen.openScreen('ebooks', item.id, 'settings/privacy');
  await expect(screen.header.getByText(item.title, { exact: true })).toBeVisible();
  await expect(screen.header.getByText(screen.t('item.status.draft'))).toBeVisible();
  await screen.header
    .getByRole('link', {
      name: screen.t('items.header.back', { list: screen.t('nav.content.ebooks') }),
    })
    .click();
  await expect(page).toHaveURL(
    `${screen.url('ebooks', item.id, 'infos/basic').split('/ebooks/')[0]}/ebooks`,
  );
});

test('leaving a form with unsaved changes asks first', async ({ page, request }) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('ebooks', 'Unsaved');
  const form = new ItemScreenPage(page);
  await form.openScreen('ebooks', item.id, 'infos/basic');
  await form.subtitle.fill('Not saved yet');
  await expect(form.form.getByText(form.t('form.unsaved'))).toBeVisible();
  await form.main.getByRole('link', { name: form.t('page.infos.material') }).click();
  await expect(form.confirmDialog).toBeVisible();
  await form.confirmDialog.getByRole('button', { name: form.t('confirm.stay') }).click();
  await expect(form.subtitle).toHaveValue('Not saved yet');
  await form.main.getByRole('link', { name: form.t('page.infos.material') }).click();
  await form.confirmDialog.getByRole('button', { name: form.t('confirm.leave') }).click();
  await expect(page).toHaveURL(form.url('ebooks', item.id, 'infos/material'));
  await expect(form.form).toBeVisible();
});

test('an introduction holding scripts, event handlers and javascript: links is stored and shown without them', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Sanitised');
  const stored = await teacher.update('courses', item.id, {
    introduction:
      '<p onclick="window.__pwned=1">Hello <a href="javascript:window.__pwned=2">click</a> ' +
      '<a href="https://example.com/ok">ok</a></p><script>window.__pwned=3</script>' +
      '<img src="x" onerror="window.__pwned=4"><h2 onmouseover="window.__pwned=5">Title</h2>',
  });
  expect(stored.introduction).not.toMatch(/script|onerror|onclick|onmouseover|javascript:/i);

  const form = new ItemScreenPage(page);
  await form.openScreen('courses', item.id, 'infos/introduction');
  await expect(form.preview).toContainText('Hello');
  await expect(form.preview.getByRole('link', { name: 'ok' })).toHaveAttribute(
    'href',
    'https://example.com/ok',
  );
  const html = await form.main.innerHTML();
  expect(html).not.toMatch(/<script|onerror=|onclick=|onmouseover=|javascript:/i);
  await form.preview.getByText('click').click();
  await form.preview.getByRole('heading', { name: 'Title' }).hover();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

for (const kind of ['courses', 'ebooks'] as const) {
  test(`${kind}: students and the letter are saved`, async ({ page, request }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Students');
    const form = new ItemScreenPage(page);
    await form.openScreen(kind, item.id, 'infos/student');
    const audiences = 'audiences';
    await form.addEntry(audiences);
    await form.entry(audiences, 1).fill('Working designers');
    await form.save();
    await form.reload();
    await expect(form.entry(audiences, 1)).toHaveValue('Working designers');

    await form.openScreen(kind, item.id, 'messages/letter');
    await form.letter.fill('Welcome aboard!');
    await expect(
      form.main.getByText(form.t('items.letter.count', { count: 15, max: 5000 })),
    ).toBeVisible();
    await form.save();
    await form.reload();
    await expect(form.letter).toHaveValue('Welcome aboard!');

    await form.letter.fill('z'.repeat(5001));
    await form.saveButton.click();
    await form.expectFieldMessage(form.letter, message('en', 'validation.tooLong', { max: 5000 }));
    await expect(form.letter).toHaveValue('z'.repeat(5001));
  });
}

test('a cover goes through the upload queue, is shown as a thumbnail and can be removed', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('ebooks', 'Cover');
  const form = new ItemScreenPage(page);
  await form.openScreen('ebooks', item.id, 'infos/basic');
  await expect(form.main.getByText(form.t('items.basic.noCover'))).toBeVisible();
  await form.field(form.t('items.basic.chooseCover')).setInputFiles(onePixelPng);
  await expect(form.main.getByText(form.t('items.basic.coverDone'))).toBeVisible();
  const cover = form.main.getByRole('img', {
    name: form.t('items.basic.coverAlt', { title: item.title }),
  });
  await expect(cover).toHaveAttribute('src', /w=640&h=360&fit=cover&quality=100/);
  await form.reload();
  await expect(cover).toBeVisible();
  await form.main.getByRole('button', { name: form.t('items.basic.removeCover') }).click();
  await expect(form.main.getByText(form.t('items.basic.noCover'))).toBeVisible();
});

test('a lecturer opening another lecturer’s course sees the 404 page; an admin opens both', async ({
  page,
  browser,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const teacher2 = await ApiAs.signIn(request, demo.teacher2);
  const mine = await teacher.create('courses', 'Teacher one');
  const theirs = await teacher2.create('courses', 'Teacher two');
  expect(await teacher2.statusOf(`/lecturers/v2/courses/${String(mine.id)}`)).toBe(404);

  const context = await contextAs(browser, demo.teacher2);
  const lecturerPage = await context.newPage();
  const lecturer = new ItemScreenPage(lecturerPage, 'lecturer');
  await lecturer.open(lecturer.url('courses', mine.id, 'infos/basic'));
  await expect(lecturer.errorPage).toBeVisible();
  await expect(lecturer.form).toHaveCount(0);
  await lecturer.openScreen('courses', theirs.id, 'infos/basic');
  await expect(lecturer.title).toHaveValue(theirs.title);
  await context.close();

  const admin = new ItemScreenPage(page);
  await admin.openScreen('courses', mine.id, 'infos/basic');
  await expect(admin.title).toHaveValue(mine.title);
  await admin.openScreen('courses', theirs.id, 'infos/basic');
  await expect(admin.title).toHaveValue(theirs.title);
});

test('a co-lecturer without the infos permission sees the information read-only and why', async ({
  browser,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const teacher2 = await ApiAs.signIn(request, demo.teacher2);
  const item = await teacher.create('courses', 'Shared');
  await teacher.addTeach('courses', item.id, await teacher2.myId());

  const context = await contextAs(browser, demo.teacher2);
  const form = new ItemScreenPage(await context.newPage(), 'lecturer');
  await form.openScreen('courses', item.id, 'infos/basic');
  const noPermission = form.t('items.permissions.readOnlyPermission', {
    permission: form.t('item.permission.infos'),
  });
  await expect(form.readOnlyNote).toHaveText(noPermission);
  await expect(form.title).toBeDisabled();
  await expect(form.saveButton).toHaveCount(0);
  await form.openScreen('courses', item.id, 'messages/letter');
  await expect(form.readOnlyNote).toHaveText(
    form.t('items.permissions.readOnlyPermission', {
      permission: form.t('item.permission.messages'),
    }),
  );
  await context.close();
});
