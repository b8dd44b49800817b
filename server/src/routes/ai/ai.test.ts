/**
 * The writing assistant: with no provider configured a clear 400 in the request's language and
 * no text; with an OpenAI-compatible provider (a local fake server here) the drafted text, and a
 * 400 when the provider fails. Needs the chapters permission.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCoLecturer, createItem } from '../../testing/item-fixtures.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

async function post(
  api: TestApi,
  path: string,
  who: string,
  locale: 'en' | 'zh-TW' | 'zh-CN' = 'en',
) {
  return api.request('POST', path, {
    token: await api.tokenOf(who),
    locale,
    body: { task: 'outline', prompt: 'For beginners' },
  });
}

describe('without a provider', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('answers 400 with a clear message in the request language, never text', async () => {
    for (const kind of ['courses', 'ebooks'] as const) {
      const path = `/lecturers/v2/${kind}/${await createItem(api, kind)}/ai`;
      const en = await post(api, path, 'teacher@example.com');
      expect(en).toMatchObject({
        status: 400,
        body: {
          message:
            'No writing assistant is configured on this server. Ask its administrator to set one up.',
        },
      });
      const zh = await post(api, path, 'teacher@example.com', 'zh-TW');
      expect(zh.body).toEqual({ message: '此伺服器未設定寫作助手，請聯絡管理員設定。' });
      const cn = await post(api, path, 'teacher@example.com', 'zh-CN');
      expect(cn.body).toEqual({ message: '此服务器未配置写作助手，请联系管理员配置。' });
    }
  });
});

describe('with an OpenAI-compatible provider', () => {
  let api: TestApi;
  let server: Server;
  let status = 200;
  /** When set, the fake provider answers only once it resolves. */
  let hold: Promise<void> | undefined;
  const received: { url: string; authorization: string; body: unknown }[] = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then(async (text) => {
        received.push({
          url: request.url ?? '',
          authorization: request.headers.authorization ?? '',
          body: JSON.parse(text) as unknown,
        });
        await hold;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: ' Chapter 1\n  Lecture 1 ' } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    api = await createTestApi({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'fake-model',
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("drafts through the provider with the item's context in the request language", async () => {
    const id = await createItem(api, 'courses', 'teacher@example.com', 'Watercolour basics');
    await api.request('POST', `/lecturers/v2/courses/${id}/chapters/outline`, {
      token: await api.tokenOf('teacher@example.com'),
      json: true,
      body: { chapters: [{ title: 'Brushes', lectures: [{ title: 'Round brushes' }] }] },
    });
    const response = await post(
      api,
      `/lecturers/v2/courses/${id}/ai`,
      'teacher@example.com',
      'zh-TW',
    );
    expect(response).toMatchObject({
      status: 200,
      body: { text: 'Chapter 1\n  Lecture 1', provider: 'openai' },
    });
    const call = received.at(-1);
    expect(call).toMatchObject({ url: '/v1/chat/completions', authorization: 'Bearer test-key' });
    const body = call?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('fake-model');
    expect(body.messages[0]?.content).toContain('Traditional Chinese');
    expect(body.messages[1]?.content).toContain('Watercolour basics');
    expect(body.messages[1]?.content).toContain('  Round brushes');
    expect(body.messages[1]?.content).toContain('For beginners');
  });

  it('answers 400 when the provider fails', async () => {
    status = 500;
    try {
      const id = await createItem(api, 'ebooks');
      const response = await post(api, `/lecturers/v2/ebooks/${id}/ai`, 'teacher@example.com');
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'The writing assistant did not answer. Try again later.' },
      });
    } finally {
      status = 200;
    }
  });

  it('holds no database connection while the provider thinks: other requests answer', async () => {
    const id = await createItem(api, 'courses');
    let answer: () => void = () => undefined;
    hold = new Promise<void>((resolve) => (answer = resolve));
    try {
      const calls = received.length;
      const drafting = post(api, `/lecturers/v2/courses/${id}/ai`, 'teacher@example.com');
      await expect.poll(() => received.length).toBe(calls + 1);
      const token = await api.tokenOf('teacher@example.com');
      const other = await api.request('GET', `/lecturers/v2/courses/${id}/chapters`, { token });
      expect(other.status).toBe(200);
      answer();
      expect((await drafting).status).toBe(200);
    } finally {
      hold = undefined;
      answer();
    }
  });

  it('needs the chapters permission', async () => {
    const id = await createItem(api, 'courses');
    await addCoLecturer(api, id, 'teacher2@example.com', ['infos']);
    const calls = received.length;
    const refused = await post(api, `/lecturers/v2/courses/${id}/ai`, 'teacher2@example.com');
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'The owner has not given you the “chapters” permission.' },
    });
    expect(received.length).toBe(calls);
    expect((await post(api, `/lecturers/v2/courses/${id}/ai`, 'admin@example.com')).status).toBe(
      200,
    );
  });
});
