import { demo, expect, test } from './fixtures.ts';
import { CompilerPage } from './pages/compiler-page.ts';
import { contextAs } from './support/settings-api.ts';

test('the compiler runs a program with its input, the console window follows, and a reload keeps everything', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.teacher);
  const screen = new CompilerPage(await context.newPage());
  await screen.openScreen('');
  await expect(screen.output).toContainText(screen.t('compiler.noRunYet'));
  await expect(screen.run).toBeDisabled();

  const console = await screen.openWindow('compiler.openConsole');
  await expect(console.main).toContainText(console.t('compiler.console.empty'));

  await screen.code.fill('console.log(stdin.toUpperCase()); console.error("careful")');
  await screen.stdin.fill('hello');
  let answered = screen.compilerAnswer();
  await screen.run.click();
  await answered;
  await expect(screen.stdout(screen.output)).toHaveText('HELLO\n');
  await expect(screen.output.locator('.run-result__stderr')).toHaveText('careful\n');

  // The console window shows the run without being touched.
  await expect(console.runs.getByRole('listitem')).toHaveCount(1);
  await expect(console.stdout(console.runs).first()).toHaveText('HELLO\n');

  // Ctrl+Enter in the program runs it again; the newest run comes first in the console.
  await screen.code.fill('console.log(stdin.length)');
  answered = screen.compilerAnswer();
  await screen.code.press('Control+Enter');
  await answered;
  await expect(screen.stdout(screen.output)).toHaveText('5\n');
  await expect(console.runs.getByRole('listitem')).toHaveCount(2);
  await expect(console.stdout(console.runs).first()).toHaveText('5\n');

  await screen.page.reload();
  await screen.waitForIslands();
  await screen.waitForLoaded();
  await expect(screen.code).toHaveValue('console.log(stdin.length)');
  await expect(screen.stdin).toHaveValue('hello');
  await expect(screen.stdout(screen.output)).toHaveText('5\n');

  // Another lecturer on this browser sees none of it.
  await context.close();
  const other = await contextAs(browser, demo.teacher2);
  const theirs = new CompilerPage(await other.newPage());
  await theirs.openScreen('');
  await expect(theirs.code).toHaveValue('');
  await other.close();
});

test('the preview renders what the program printed as a page, without running its scripts', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.teacher);
  const screen = new CompilerPage(await context.newPage());
  await screen.openScreen('');
  const preview = await screen.openWindow('compiler.openPreview');
  await expect(preview.main).toContainText(preview.t('compiler.preview.empty'));

  await screen.code.fill(
    'console.log(\'<h1>Made by a program</h1><p id="out">static</p><script>document.getElementById("out").textContent = "script ran"</script>\')',
  );
  const answered = screen.compilerAnswer();
  await screen.run.click();
  await answered;
  await expect(preview.frame.getByRole('heading', { name: 'Made by a program' })).toBeVisible();
  await expect(preview.frame.locator('#out')).toHaveText('static');

  await preview.main.getByLabel(preview.t('compiler.preview.asText')).check();
  await expect(preview.main.locator('.compiler-preview__text')).toContainText(
    '<h1>Made by a program</h1>',
  );
  await context.close();
});

test('an endless loop is stopped and says so in the user’s language; clearing the runs asks first', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.teacher);
  const screen = new CompilerPage(await context.newPage(), 'lecturer', 'zh-TW');
  await screen.openScreen('');
  await screen.code.fill('while (true) {}');
  const answered = screen.compilerAnswer();
  await screen.run.click();
  await expect(
    screen.main.getByRole('button', { name: screen.t('compiler.running') }),
  ).toBeDisabled();
  await answered;
  await expect(screen.output).toContainText(screen.t('compiler.timeout'));
  await expect(screen.output).toContainText('124');

  await screen.openScreen('/console');
  await expect(screen.runs.getByRole('listitem')).toHaveCount(1);
  const clear = screen.main.getByRole('button', { name: screen.t('compiler.clear.button') });
  await clear.click();
  await screen.confirmDialog
    .getByRole('button', { name: screen.t('compiler.clear.cancel') })
    .click();
  await expect(screen.runs.getByRole('listitem')).toHaveCount(1);
  await clear.click();
  await screen.confirmDialog
    .getByRole('button', { name: screen.t('compiler.clear.confirm') })
    .click();
  await expect(screen.main).toContainText(screen.t('compiler.console.empty'));
  await context.close();
});
