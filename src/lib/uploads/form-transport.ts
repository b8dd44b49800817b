/** Form posts of small files through XHR, with upload progress (covers, attachments, subtitles). */
import { refusesFile, type Transport } from './transport.ts';

/** What the form transport needs. */
export interface FormDeps {
  readonly token: () => string | null;
  readonly locale: () => string;
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    const message = body.message;
    if (typeof message === 'string') return message;
    if (message && typeof message === 'object') {
      const first = Object.values(message as Record<string, unknown>)[0];
      if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
    }
  } catch {
    // Not JSON: fall back to the status.
  }
  return `HTTP ${xhr.status}`;
}

function fileIdOf(xhr: XMLHttpRequest): string | undefined {
  try {
    const id = (JSON.parse(xhr.responseText) as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the form-post transport. */
export function formTransport(deps: FormDeps): Transport {
  return (item, file, callbacks) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    for (const [key, value] of Object.entries(item.formData)) body.append(key, value);
    if (item.target) {
      body.append('target_type', item.target.type);
      body.append('target_id', item.target.id);
    }
    body.append('file', file, file.name ?? 'file');
    xhr.open(item.method, item.url);
    const token = deps.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('hilocale', deps.locale());
    for (const [key, value] of Object.entries(item.headers)) xhr.setRequestHeader(key, value);
    let cancelled = false;
    xhr.upload.onprogress = (event) => callbacks.progress(event.loaded, event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 400) callbacks.error(messageOf(xhr), refusesFile(xhr.status));
      else callbacks.success(fileIdOf(xhr));
    };
    xhr.onerror = () => callbacks.error('Network error');
    xhr.onabort = () => {
      if (!cancelled) callbacks.error('Stopped');
    };
    xhr.send(body);
    return {
      pause: () => xhr.abort(),
      cancel: () => {
        cancelled = true;
        xhr.abort();
        return Promise.resolve();
      },
    };
  };
}
