/**
 * One HTTP POST with a time limit and no redirects (a webhook that redirects is refused, so a body
 * never follows a redirect elsewhere), for notification channels. The status, the server's
 * Retry-After (seconds or an HTTP date) in ms, and the start of its answer (for the log).
 */
export interface HttpResult {
  status: number;
  retryAfterMs?: number;
  body: string;
}

export async function httpPost(url: string, headers: Record<string, string>, body: string, timeoutMs = 10_000, now = Date.now()): Promise<HttpResult> {
  const res = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const text = (await res.text()).slice(0, 500);
  const result: HttpResult = { status: res.status, body: text };
  const retry = res.headers.get('retry-after');
  if (retry) {
    const ms = /^\d+$/.test(retry.trim()) ? Number(retry) * 1000 : Date.parse(retry) - now;
    if (Number.isFinite(ms) && ms >= 0) result.retryAfterMs = ms;
  }
  return result;
}
