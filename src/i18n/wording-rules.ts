/**
 * The wording rules `npm run messages:check` holds every message to (the screens' and the API's):
 * the glossary's one word per idea per locale (`docs/glossary.md`),
 * numbers through ICU, English counts through plurals, no article before a kind, `您` in Chinese.
 * Only a message's own text is read: select and plural keys (`comments {…}`) are not words.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales.ts';

/** A word the glossary replaces in one locale, and the word to use instead. */
interface Variant {
  readonly pattern: RegExp;
  readonly use: string;
}

/** Other-locale and off-glossary variants, per locale (the glossary's rows, read backwards). */
export const glossaryVariants: Readonly<Record<Locale, readonly Variant[]>> = {
  'zh-TW': [
    { pattern: /發[佈布]/, use: '上架 (publish)' },
    { pattern: /學員/, use: '學生 (student)' },
    { pattern: /課時/, use: '單元 (lecture)' },
    { pattern: /適合人群/, use: '適合對象' },
    { pattern: /定時上架/, use: '排程上架' },
    { pattern: /眾籌/, use: '募資' },
    { pattern: /預售/, use: '預購' },
    { pattern: /分成/, use: '分潤' },
    { pattern: /課程包/, use: '組合包' },
    { pattern: /提現/, use: '提領' },
    { pattern: /評論/, use: '留言 (comment)' },
    { pattern: /反饋|回饋/, use: '評價 (review)' },
    { pattern: /助理/, use: '助手' },
    { pattern: /分組/, use: '群組 (member group)' },
    { pattern: /設置/, use: '設定' },
    { pattern: /保存/, use: '儲存' },
    { pattern: /添加|新建/, use: '新增' },
    { pattern: /登錄|退出登錄/, use: '登入 / 登出' },
    { pattern: /畫面/, use: '頁面 (page)' },
    { pattern: /視頻/, use: '影片' },
    { pattern: /信息/, use: '資訊' },
    { pattern: /默認/, use: '預設' },
    { pattern: /用戶/, use: '使用者' },
    { pattern: /你/, use: '您' },
  ],
  'zh-CN': [
    { pattern: /单元/, use: '课时 (lecture)' },
    { pattern: /学生/, use: '学员 (student)' },
    { pattern: /适合对象/, use: '适合人群' },
    { pattern: /发布/, use: '上架 (publish)' },
    { pattern: /排程/, use: '定时' },
    { pattern: /募资/, use: '众筹' },
    { pattern: /预购/, use: '预售' },
    { pattern: /分润/, use: '分成' },
    { pattern: /组合包/, use: '课程包' },
    { pattern: /提领/, use: '提现' },
    { pattern: /留言/, use: '评论 (comment)' },
    { pattern: /反馈|回馈/, use: '评价 (review)' },
    { pattern: /助理/, use: '助手' },
    { pattern: /群组/, use: '分组 (member group)' },
    { pattern: /设定/, use: '设置' },
    { pattern: /储存/, use: '保存' },
    { pattern: /新增|新建/, use: '添加' },
    { pattern: /项目/, use: '内容 or the kind (项目 reads as "project")' },
    { pattern: /登入|登出/, use: '登录 / 退出登录' },
    { pattern: /画面/, use: '页面 (page)' },
    { pattern: /影片/, use: '视频' },
    { pattern: /资讯/, use: '信息' },
    { pattern: /预设/, use: '默认' },
    { pattern: /使用者/, use: '用户' },
    { pattern: /帐号|帐户/, use: '账号 / 账户' },
    { pattern: /你/, use: '您' },
  ],
  en: [
    { pattern: /\bsign(?:ed|s|ing)? ?(?:in|out)\b/i, use: 'log in / log out' },
    { pattern: /\bscreens?\b/i, use: 'page' },
    { pattern: /\bitems?\b/i, use: 'the kind (course, ebook, article)' },
    { pattern: /\bcreations?\b/i, use: 'student work' },
    { pattern: /\bfeedbacks?\b/i, use: 'review' },
    { pattern: /\bpackages?\b/i, use: 'bundle' },
    { pattern: /\blessons?\b/i, use: 'lecture' },
    { pattern: /\bsingle lecture\b/i, use: 'a course type that is not a lecture' },
    { pattern: /\bpre-?orders?\b/i, use: 'presale' },
    { pattern: /\bcrowdfund/i, use: 'fundraising' },
    { pattern: /\bwithdrawals?\b/i, use: 'payout request' },
    { pattern: /\bgo home page\b|\bgo back to home\b/i, use: 'Back to home' },
    { pattern: /\breason of\b/i, use: 'reason for' },
    { pattern: /\(s\)/, use: 'an ICU plural' },
  ],
};

/**
 * Arguments that carry a number: they need `{x, number}` or `{x, plural, …}` (1,234, not 1234).
 * A price formatted by the caller ("NT$1,234") is passed as `{price}` instead.
 */
const numberArguments = new Set([
  'amount',
  'balance',
  'chapters',
  'comments',
  'count',
  'coupons',
  'courses',
  'creations',
  'decimals',
  'difference',
  'discussions',
  'done',
  'feedbacks',
  'last',
  'lectures',
  'limit',
  'max',
  'members',
  'min',
  'minimum',
  'minutes',
  'missing',
  'ms',
  'off',
  'page',
  'percent',
  'position',
  'progress',
  'remaining',
  'rows',
  'score',
  'seconds',
  'share',
  'threshold',
  'total',
  'used',
]);

/** What an English number may stand before without a plural: units, and words that are not nouns. */
const englishUnits = /^[ \u00a0]?(?:KB|MB|GB|TB|px|TWD|USD|of|to|and|or|than|more|waiting)\b/;

/** The text of a message outside its arguments' select and plural keys, one string per run. */
function literalRuns(elements: readonly MessageFormatElement[]): string[] {
  const runs: string[] = [];
  let run = '';
  const visit = (list: readonly MessageFormatElement[]): void => {
    for (const element of list) {
      if (element.type === TYPE.literal) run += element.value;
      else if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) {
          runs.push(run);
          run = '';
          visit(option.value);
        }
        runs.push(run);
        run = '';
      } else if (element.type === TYPE.tag) visit(element.children);
      else run += element.type === TYPE.pound ? '#' : `{${element.value}}`;
    }
  };
  visit(elements);
  runs.push(run);
  return runs;
}

/** What is wrong with how a message treats its numbers, in its locale. */
function numberProblems(
  locale: Locale,
  elements: readonly MessageFormatElement[],
  inPlural = false,
): string[] {
  const problems: string[] = [];
  elements.forEach((element, index) => {
    if (element.type === TYPE.argument && numberArguments.has(element.value))
      problems.push(`{${element.value}} is a number: write {${element.value}, number}`);
    const isNumber =
      element.type === TYPE.number ||
      (element.type === TYPE.pound && !inPlural) ||
      (element.type === TYPE.argument && numberArguments.has(element.value));
    const next = elements[index + 1];
    if (
      locale === 'en' &&
      isNumber &&
      next?.type === TYPE.literal &&
      /^[ \u00a0]?[A-Za-z]/.test(next.value) &&
      !englishUnits.test(next.value)
    )
      problems.push(
        `"{${element.type === TYPE.pound ? '#' : element.value}}${next.value.split(/[,.;:]/)[0] ?? ''}" counts without a plural`,
      );
    if (isNumber && next?.type === TYPE.literal && /^\s+%/.test(next.value))
      problems.push('a space stands between a number and "%"');
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options))
        problems.push(
          ...numberProblems(locale, option.value, element.type === TYPE.plural || inPlural),
        );
    if (element.type === TYPE.tag)
      problems.push(...numberProblems(locale, element.children, inPlural));
  });
  return problems;
}

/** Every wording problem of one message in its locale, as readable sentences. */
export function wordingProblems(locale: Locale, text: string): string[] {
  const elements = parse(text);
  const runs = literalRuns(elements);
  const problems: string[] = [];
  for (const { pattern, use } of glossaryVariants[locale]) {
    for (const run of runs) {
      const found = pattern.exec(run);
      if (found) {
        problems.push(`"${found[0]}": the glossary's word is ${use}`);
        break;
      }
    }
  }
  if (locale === 'en' && runs.some((run) => /\b[Aa]n? \{/.test(run)))
    problems.push(
      '"a {…}" before an argument reads wrong for some values: name the kind in a select',
    );
  if (runs.some((run) => /\d\s+%/.test(run)))
    problems.push('a space stands between a number and "%"');
  problems.push(...numberProblems(locale, elements));
  return problems;
}
