/** Errors a handler throws; the app turns them into the contract's status and body. */
import type { MessageId } from '../i18n/messages.ts';

/** One problem: a message id and its values, translated when the response is written. */
export interface Problem {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Problems per field, or one problem about the whole request. */
export type Problems = Readonly<Record<string, readonly Problem[]>> | Problem;

/** An HTTP error of the contract. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 429,
    readonly problems: Problems,
    /** Headers of the answer (`Retry-After`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

/** 400 about one field, or about the whole request when no field is given. */
export function badRequest(
  id: MessageId,
  field?: string,
  values?: Readonly<Record<string, string | number>>,
): HttpError {
  const problem: Problem = values ? { id, values } : { id };
  return new HttpError(400, field ? { [field]: [problem] } : problem);
}

/** 404: the object does not exist or is outside the user's scope. */
export function notFound(): HttpError {
  return new HttpError(404, { id: 'error.notFound' });
}

/** 403: the token is missing, unknown, expired or revoked (and nothing else). */
export function invalidToken(): HttpError {
  return new HttpError(403, { id: 'auth.invalidToken' });
}
