import { beforeAll, describe, expect, it } from 'vitest';
import { configs } from '../../db/schema.ts';
import { createTestApi, openTestApi, type TestApi } from '../../testing/harness.ts';
import { geoOf } from './routes.ts';

const api = await openTestApi();
beforeAll(async () => {
  await api.db.insert(configs).values([
    { key: 'SUPPORT_EMAIL', value: 'help@example.com' },
    { key: 'MAX_UPLOADS', value: '2' },
  ]);
});

describe('GET /v2/geoips', () => {
  async function geo(target: TestApi, headers: Record<string, string> = {}) {
    const response = await target.request('GET', '/v2/geoips', { headers });
    expect(response.status).toBe(200);
    return response.body;
  }

  it('answers Taiwan as zh-TW and TWD', async () => {
    expect(await geo(api, { 'cf-ipcountry': 'TW' })).toEqual({
      iso_code: 'TW',
      locale_code: 'zh-TW',
      currency: 'TWD',
    });
  });

  it('answers China as zh-CN and USD', async () => {
    expect(await geo(api, { 'CF-IPCountry': 'cn' })).toEqual({
      iso_code: 'CN',
      locale_code: 'zh-CN',
      currency: 'USD',
    });
  });

  it('answers any other country as en and USD', async () => {
    expect(await geo(api, { 'cf-ipcountry': 'US' })).toEqual({
      iso_code: 'US',
      locale_code: 'en',
      currency: 'USD',
    });
  });

  it('falls back to the default country when the header is missing or not two letters', async () => {
    const fallback = { iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' };
    expect(await geo(api)).toEqual(fallback);
    for (const garbage of ['', 'TWN', 'T1', '12', '<script>', 'T W']) {
      expect(await geo(api, { 'cf-ipcountry': garbage })).toEqual(fallback);
    }
  });

  it('reads the configured header and default country', async () => {
    const other = await createTestApi({
      env: { GEO_COUNTRY_HEADER: 'X-Country-Code', GEO_DEFAULT_COUNTRY: 'JP' },
    });
    try {
      expect(await geo(other, { 'x-country-code': 'CN' })).toMatchObject({ iso_code: 'CN' });
      expect(await geo(other, { 'cf-ipcountry': 'CN' })).toEqual({
        iso_code: 'JP',
        locale_code: 'en',
        currency: 'USD',
      });
    } finally {
      await other.close();
    }
  });

  it('maps countries as seed section 9 says', () => {
    expect(geoOf('TW')).toEqual({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    expect(geoOf('CN').locale_code).toBe('zh-CN');
    expect(geoOf('HK')).toEqual({ iso_code: 'HK', locale_code: 'en', currency: 'USD' });
  });
});

describe('GET /v2/configs', () => {
  it('answers the asked keys in bracket form, without a token', async () => {
    const response = await api.request('GET', '/v2/configs?keys[]=TWD_TO_USD_RATE');
    expect(response).toMatchObject({
      status: 200,
      body: { data: [{ key: 'TWD_TO_USD_RATE', value: String(api.env.TWD_TO_USD_RATE) }] },
    });
  });

  it('accepts a comma list and keeps the asked order, leaving unknown keys out', async () => {
    const response = await api.request(
      'GET',
      '/v2/configs?keys=MAX_UPLOADS,NO_SUCH_KEY,TWD_TO_USD_RATE',
    );
    expect(response.body).toEqual({
      data: [
        { key: 'MAX_UPLOADS', value: '2' },
        { key: 'TWD_TO_USD_RATE', value: String(api.env.TWD_TO_USD_RATE) },
      ],
    });
  });

  it('accepts several bracket keys, each possibly a comma list, and answers each key once', async () => {
    const response = await api.request(
      'GET',
      '/v2/configs?keys[]=SUPPORT_EMAIL&keys[]=MAX_UPLOADS,SUPPORT_EMAIL&keys[]=',
    );
    expect(response.body).toEqual({
      data: [
        { key: 'SUPPORT_EMAIL', value: 'help@example.com' },
        { key: 'MAX_UPLOADS', value: '2' },
      ],
    });
  });

  it('answers only unknown keys with an empty list', async () => {
    const response = await api.request('GET', '/v2/configs?keys[]=NOPE');
    expect(response).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers no keys with an empty list and accepts at most 50', async () => {
    const none = await api.request('GET', '/v2/configs');
    expect(none).toMatchObject({ status: 200, body: { data: [] } });
    const many = Array.from({ length: 51 }, (_, i) => `keys[]=K${i}`).join('&');
    const tooMany = await api.request('GET', `/v2/configs?${many}`, { locale: 'en' });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { message: { keys: ['Use at most 50.'] } },
    });
    const fifty = Array.from({ length: 50 }, (_, i) => `keys[]=K${i}`).join('&');
    expect((await api.request('GET', `/v2/configs?${fifty}`)).status).toBe(200);
  });
});

describe('GET /v2/configs?keys=assistant_enabled', () => {
  it("answers 'false' without a provider, beside stored keys", async () => {
    const response = await api.request('GET', '/v2/configs?keys=assistant_enabled,MAX_UPLOADS');
    expect(response).toMatchObject({
      status: 200,
      body: {
        data: [
          { key: 'assistant_enabled', value: 'false' },
          { key: 'MAX_UPLOADS', value: '2' },
        ],
      },
    });
  });

  it("answers 'true' when the environment configures a provider, whatever a stored row says", async () => {
    const other = await createTestApi({
      env: { AI_PROVIDER: 'openai', AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
    });
    try {
      await other.db.insert(configs).values([{ key: 'assistant_enabled', value: 'false' }]);
      const response = await other.request('GET', '/v2/configs?keys[]=assistant_enabled');
      expect(response.body).toEqual({ data: [{ key: 'assistant_enabled', value: 'true' }] });
    } finally {
      await other.close();
    }
  });
});
