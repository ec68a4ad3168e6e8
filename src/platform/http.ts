/**
 * One HTTP request with a time limit and no redirects (a webhook or an API that redirects is
 * refused, so a body or a token never follows a redirect elsewhere), for notification channels
 * and issue trackers. The status, the server's Retry-After (seconds or an HTTP date) in ms, and
 * its answer (at most 1 MB).
 */
export interface HttpResult {
  status: number;
  retryAfterMs?: number;
  body: string;
}

export async function httpRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
  timeoutMs = 10_000,
  now = Date.now(),
): Promise<HttpResult> {
  const res = await fetch(url, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = (await res.text()).slice(0, 1 << 20);
  const result: HttpResult = { status: res.status, body: text };
  const retry = res.headers.get('retry-after');
  if (retry) {
    const ms = /^\d+$/.test(retry.trim()) ? Number(retry) * 1000 : Date.parse(retry) - now;
    if (Number.isFinite(ms) && ms >= 0) result.retryAfterMs = ms;
  }
  return result;
}

export function httpPost(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = 10_000,
  now = Date.now(),
): Promise<HttpResult> {
  return httpRequest('POST', url, headers, body, timeoutMs, now);
}
