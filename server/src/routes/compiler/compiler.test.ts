/**
 * The compiler: console output, errors on stderr, the time limit on an endless loop (sync and
 * through promises), no require/process/import or escape through host objects, capped output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompilerResponse } from '../../contract/chapters.ts';
import { createTestApi, openTestApi, type TestApi } from '../../testing/harness.ts';
import { runJavaScript } from './sandbox.ts';

const api = await openTestApi();

async function run(code: string, stdin?: string): Promise<CompilerResponse> {
  const response = await api.request('POST', '/lecturers/v2/compiler', {
    token: await api.tokenOf('teacher@example.com'),
    locale: 'en',
    json: true,
    body: { language: 'javascript', code, ...(stdin === undefined ? {} : { stdin }) },
  });
  expect(response.status).toBe(200);
  return response.body as CompilerResponse;
}

describe('POST /lecturers/v2/compiler', () => {
  it('is for lecturers and admins who may write courses (staff gets 404)', async () => {
    const as = async (who: string) =>
      (
        await api.request('POST', '/lecturers/v2/compiler', {
          token: await api.tokenOf(`${who}@example.com`),
          json: true,
          body: { language: 'javascript', code: 'console.log(1)' },
        })
      ).status;
    expect(await as('staff')).toBe(404);
    expect(await as('student')).toBe(404);
    expect(await as('admin')).toBe(200);
    expect(await as('teacher2')).toBe(200);
  });

  it('captures console output and reads stdin', async () => {
    const result = await run(
      'console.log("sum", 1 + 2); console.log({ a: [1, 2] }); console.error("careful"); console.log(stdin.toUpperCase())',
      'hello',
    );
    expect(result).toMatchObject({
      stdout: 'sum 3\n{"a":[1,2]}\nHELLO\n',
      stderr: 'careful\n',
      exit_code: 0,
      timed_out: false,
    });
    expect(result.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('reports a thrown error on stderr with exit code 1, keeping earlier output', async () => {
    const result = await run('console.log("before"); throw new TypeError("broken");');
    expect(result.stdout).toBe('before\n');
    expect(result.stderr).toContain('TypeError: broken');
    expect(result).toMatchObject({ exit_code: 1, timed_out: false });
  });

  it('stops an endless loop after the time limit', async () => {
    const result = await run('console.log("start"); while (true) {}');
    expect(result).toMatchObject({ stdout: 'start\n', timed_out: true, exit_code: 124 });
    expect(result.duration_ms).toBeGreaterThanOrEqual(1900);
    expect(result.duration_ms).toBeLessThan(5000);
  }, 10_000);

  it('has no process, require, import or host objects to escape through', async () => {
    const result = await run(`
      console.log(typeof process, typeof require, typeof module, typeof setTimeout, typeof fetch);
      try { console.log.constructor('return typeof process')(); console.log(console.log.constructor('return typeof process')()); } catch (e) { console.log('blocked'); }
      try { console.log(this.constructor.constructor('return typeof process')()); } catch (e) { console.log('blocked'); }
      import('node:fs').then(() => console.log('imported'), () => console.log('no import'));
    `);
    expect(result.stdout).toBe(
      'undefined undefined undefined undefined undefined\nundefined\nundefined\nno import\n',
    );
    const required = await run('require("node:fs")');
    expect(required.exit_code).toBe(1);
    expect(required.stderr).toContain('require is not defined');
  });

  it('caps the output', async () => {
    const result = await run('for (let i = 0; i < 100000; i += 1) console.log("0123456789");');
    expect(result.stdout.length).toBe(64 * 1024);
    expect(result.stderr).toContain('[output truncated]');
    expect(result.exit_code).toBe(0);
  });

  it('holds no database connection while a program runs: other requests answer first', async () => {
    const token = await api.tokenOf('teacher@example.com');
    const finished: string[] = [];
    const endless = api
      .request('POST', '/lecturers/v2/compiler', {
        token,
        json: true,
        body: { language: 'javascript', code: 'while (true) {}' },
      })
      .then((response) => {
        finished.push('compiler');
        return response;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await api.request('GET', '/lecturers/v2/professions', { token });
    finished.push('professions');
    expect(other.status).toBe(200);
    expect((await endless).body).toMatchObject({ timed_out: true });
    expect(finished).toEqual(['professions', 'compiler']);
  }, 10_000);

  it('refuses another language', async () => {
    const token = await api.tokenOf('teacher@example.com');
    const other = await api.request('POST', '/lecturers/v2/compiler', {
      token,
      json: true,
      body: { language: 'python', code: 'print(1)' },
    });
    expect(other.status).toBe(400);
    expect(other.body).toHaveProperty('message.language');
  });
});

describe('with one slot and no line', () => {
  let busy: TestApi;
  beforeAll(async () => {
    busy = await createTestApi({ env: { COMPILER_CONCURRENCY: '1', COMPILER_QUEUE: '0' } });
  });
  afterAll(() => busy.close());

  it('answers 429 in the request language while the slot is taken, then runs again', async () => {
    const token = await busy.tokenOf('teacher@example.com');
    const send = (code: string, locale: 'en' | 'zh-TW' = 'en') =>
      busy.request('POST', '/lecturers/v2/compiler', {
        token,
        locale,
        json: true,
        body: { language: 'javascript', code },
      });
    const endless = send('while (true) {}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await send('console.log(1)');
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'The compiler is busy with other programs. Try again in a moment.' },
    });
    expect((await send('console.log(1)', 'zh-TW')).body).toEqual({
      message: '編譯器正在執行其他程式，請稍後再試。',
    });
    expect((await endless).status).toBe(200);
    expect((await send('console.log(2)')).body).toMatchObject({ stdout: '2\n' });
  }, 10_000);
});

describe('runJavaScript', () => {
  it('stops a program that never yields through promises too', async () => {
    const result = await runJavaScript(
      'const spin = () => Promise.resolve().then(spin); spin();',
      '',
      {
        timeoutMs: 300,
        maxOutput: 1000,
        heapMb: 64,
      },
    );
    expect(result.timed_out).toBe(true);
  }, 10_000);

  it('stops a program that uses more memory than allowed', async () => {
    const result = await runJavaScript(
      'const keep = []; while (true) keep.push(new Array(100000).fill(1));',
      '',
      { timeoutMs: 5000, maxOutput: 1000, heapMb: 16 },
    );
    expect(result.exit_code).not.toBe(0);
    expect(result.stdout).toBe('');
  }, 15_000);
});
