import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryString, TransportFailure, xhrSend, type TransportRequest } from './transport.ts';

/** A stand-in XMLHttpRequest that records what is sent; the test then fires its outcome. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] = ['', ''];
  headers: Record<string, string> = {};
  sent: unknown;
  timeout = 0;
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  response: unknown = null;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  ontimeout?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() { FakeXhr.last = this; }
  open(method: string, url: string) { this.opened = [method, url]; }
  setRequestHeader(name: string, value: string) { this.headers[name] = value; }
  getResponseHeader(name: string) { return name === 'x-seen' ? 'yes' : null; }
  send(body: unknown) { this.sent = body; }
  abort() { this.onabort?.(); }
}

const base: TransportRequest = { method: 'GET', url: '/x', headers: {}, timeoutMs: 30_000, withCredentials: true, responseType: 'json' };

afterEach(() => { vi.unstubAllGlobals(); });

describe('transport', () => {
  it('writes a payload as the query the way axios did: no null or undefined, arrays as key[]', () => {
    expect(queryString({ pageNum: 2, online: 'true', all: false, search: 'a b&c', email: undefined, id: null })).toBe('pageNum=2&online=true&all=false&search=a+b%26c');
    expect(queryString({ ids: [1, 2] })).toBe('ids%5B%5D=1&ids%5B%5D=2');
    expect(queryString(undefined)).toBe('');
  });

  it('sends a JSON body with its content type and the credentials, and reads a JSON or plain answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = xhrSend({ ...base, method: 'POST', url: 'http://us.example/a', query: { q: 1 }, body: { name: 'x' }, headers: { authorization: 'tok' } });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', 'http://us.example/a?q=1']);
    expect(xhr.headers).toMatchObject({ 'Content-Type': 'application/json', authorization: 'tok' });
    expect(xhr.sent).toBe('{"name":"x"}');
    expect([xhr.withCredentials, xhr.timeout, xhr.responseType]).toEqual([true, 30_000, 'text']);
    Object.assign(xhr, { status: 403, responseText: '{"retCode":403}' });
    xhr.onload?.();
    const response = await pending;
    expect([response.status, response.data, response.header('x-seen')]).toEqual([403, { retCode: 403 }, 'yes']);

    const plain = xhrSend(base);
    Object.assign(FakeXhr.last, { status: 502, responseText: 'Bad gateway' });
    FakeXhr.last.onload?.();
    await expect(plain).resolves.toMatchObject({ status: 502, data: 'Bad gateway' });
  });

  it('sends a form as it is, reports upload progress, and fails with a timeout, a network error or a cancel', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    const progress = vi.fn();
    const upload = xhrSend({ ...base, method: 'POST', body: form, timeoutMs: 0, onUploadProgress: progress });
    expect(FakeXhr.last.sent).toBe(form);
    expect(FakeXhr.last.headers['Content-Type']).toBeUndefined();
    FakeXhr.last.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
    FakeXhr.last.ontimeout?.();
    await expect(upload).rejects.toMatchObject({ kind: 'timeout' });

    const lost = xhrSend(base);
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });

    const controller = new AbortController();
    const canceled = xhrSend({ ...base, signal: controller.signal });
    controller.abort();
    await expect(canceled).rejects.toBeInstanceOf(TransportFailure);
    await expect(canceled).rejects.toMatchObject({ kind: 'canceled' });
    await expect(xhrSend({ ...base, signal: controller.signal })).rejects.toMatchObject({ kind: 'canceled' });
  });
});
