/**
 * The one way resource modules reach the API: `call(operation, { params, query, body, ... })`.
 * Method and path come from the contract's operation, the body's and the answer's types from its
 * schemas; the request goes through the client (its errors, toasts, duplicates and cancellation).
 */
import type { ContractOperation } from '../../server/src/contract/operation.ts';
import type { ApiClient, ApiRequest } from './client.ts';
import { http } from './http.ts';
import { fillPath, type AnswerOf, type CallParts, type ClientOperation } from './operation.ts';

/** How a call is sent, beside its parts (see ApiRequest). */
export interface CallOptions {
  /** Send the body as JSON instead of form-urlencoded (keeps empty lists). */
  readonly json?: boolean;
  readonly signal?: AbortSignal | undefined;
  readonly submitError?: string;
  readonly allMessages?: boolean;
  readonly repeatable?: boolean;
}

/** The input of a call of one operation. */
export type CallInput<C extends ContractOperation> = CallParts<C> & CallOptions;

type Args<C extends ContractOperation> =
  Partial<CallInput<C>> extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** A call function over a client. */
export function createCall(client: ApiClient) {
  return function call<C extends ContractOperation>(
    operation: ClientOperation<C>,
    ...[input]: Args<C>
  ): Promise<AnswerOf<C>> {
    const parts = (input ?? {}) as CallOptions & {
      readonly params?: Readonly<Record<string, string | number>>;
      readonly query?: ApiRequest['query'];
      readonly body?: ApiRequest['body'];
    };
    const request: ApiRequest = {
      method: operation.method.toUpperCase() as NonNullable<ApiRequest['method']>,
      path: fillPath(operation.path, parts.params),
      ...(parts.query ? { query: parts.query } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      ...(parts.json ? { json: true } : {}),
      ...(parts.signal ? { signal: parts.signal } : {}),
      ...(parts.submitError ? { submitError: parts.submitError } : {}),
      ...(parts.allMessages ? { allMessages: true } : {}),
      ...(parts.repeatable ? { repeatable: true } : {}),
    };
    return client.request<AnswerOf<C>>(request);
  };
}

/** Calls an operation of the contract through the application's client. */
export const call = createCall(http);
