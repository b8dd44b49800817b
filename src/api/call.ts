/**
 * The one way resource modules reach the API: `call(operation, { params, query, body, ... })`.
 * Method and path come from the contract's operation, the body's and the answer's types from its
 * schemas; the request goes through the client (its errors, toasts, duplicates and cancellation).
 */
import type { ContractOperation } from '../../server/src/contract/operation.ts';
import type { ApiClient, ApiRequest, DownloadedFile, DownloadProgress } from './client.ts';
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

/** A download function over a client: a GET operation answering a streamed file. */
export function createDownload(client: ApiClient) {
  return function download<C extends ContractOperation>(
    operation: ClientOperation<C>,
    input: CallParts<C> & { readonly signal?: AbortSignal | undefined },
    onProgress: (progress: DownloadProgress) => void,
  ): Promise<DownloadedFile> {
    const parts = input as {
      readonly params?: Readonly<Record<string, string | number>>;
      readonly query?: ApiRequest['query'];
      readonly signal?: AbortSignal | undefined;
    };
    return client.download(
      {
        path: fillPath(operation.path, parts.params),
        ...(parts.query ? { query: parts.query } : {}),
        ...(parts.signal ? { signal: parts.signal } : {}),
      },
      onProgress,
    );
  };
}

/** Downloads a streamed file (a CSV export) of an operation through the application's client. */
export const download = createDownload(http);
