/**
 * The API calls the settings and people browser tests make to set up their own fresh items
 * (so tests do not depend on each other): sign in, create, update, move.
 */
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import type {
  ItemDetail,
  ItemKind,
  ItemUpdateBody,
  StatusBody,
  TicketsBody,
} from '../../../server/src/contract/items.ts';
import { API_RETRIES, signIn, testOrigins, watchCsp } from '../fixtures.ts';
import { sharedToken } from './sessions.ts';

/** A demo account's API session. */
export class ApiAs {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** A demo account's session on this worker's stack (signed in once by the global setup). */
  static signIn(request: APIRequestContext, email: string): Promise<ApiAs> {
    return Promise.resolve(new ApiAs(request, sharedToken(email)));
  }

  /** Sends a JSON call and returns the answer, failing the test unless it is a 2xx. */
  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<T> {
    const response = await this.request.fetch(`${testOrigins.api}${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, hilocale: 'en' },
      ...(body ? { data: body } : {}),
      maxRetries: API_RETRIES,
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Creates an item with a unique title. */
  create(kind: ItemKind, title: string): Promise<ItemDetail> {
    return this.call('POST', `/lecturers/v2/${kind}`, { title: unique(title) });
  }

  /** Changes some fields of an item. */
  update(kind: ItemKind, id: number, body: ItemUpdateBody): Promise<ItemDetail> {
    return this.call('PUT', `/lecturers/v2/${kind}/${String(id)}`, body);
  }

  /** Makes an item ready for review: an introduction and, for courses, a category. */
  async readyForReview(kind: ItemKind, id: number): Promise<ItemDetail> {
    const item = await this.update(kind, id, { introduction: '<p>What you will learn.</p>' });
    if (kind !== 'courses') return item;
    return this.call('PUT', `/lecturers/v2/courses/${String(id)}/type`, {
      category: 'programming',
      type: 'COURSE',
    });
  }

  /** Submits an item for review (the owner). */
  submit(kind: ItemKind, id: number): Promise<ItemDetail> {
    return this.call('POST', `/lecturers/v2/${kind}/${String(id)}/reviews`);
  }

  /** Moves an item's status. */
  move(kind: ItemKind, id: number, body: StatusBody): Promise<ItemDetail> {
    return this.call('PUT', `/lecturers/v2/${kind}/${String(id)}/status`, body);
  }

  /** Replaces a course's stage prices. */
  tickets(id: number, body: TicketsBody): Promise<ItemDetail> {
    return this.call('PUT', `/lecturers/v2/courses/${String(id)}/fundraising_tickets`, body);
  }

  /** Adds a co-lecturer. */
  addTeach(kind: ItemKind, id: number, lecturerId: number): Promise<unknown> {
    return this.call('POST', `/lecturers/v2/${kind}/${String(id)}/teachs`, {
      lecturer_id: lecturerId,
    });
  }

  /** The HTTP status a GET answers. */
  async statusOf(path: string): Promise<number> {
    const response = await this.request.get(`${testOrigins.api}${path}`, {
      headers: { Authorization: `Bearer ${this.token}` },
      maxRetries: API_RETRIES,
    });
    return response.status();
  }

  /** The signed-in user's id. */
  async myId(): Promise<number> {
    return (await this.call<{ id: number }>('GET', '/v2/me')).id;
  }
}

let counter = 0;

/** A title no other test uses. */
export function unique(title: string): string {
  counter += 1;
  return `${title} ${Date.now().toString(36)}${String(counter)}`;
}

/** A new browser context signed in as a demo account (the `page` fixture is the admin). */
export async function contextAs(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await watchCsp(context);
  await signIn(context, email);
  return context;
}
