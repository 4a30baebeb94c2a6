import type { WebCheckReason } from '@pathshala/contracts';

const PROBE_TIMEOUT_MS = 5_000;

/** True when the page's headers forbid framing by another site (X-Frame-Options or CSP frame-ancestors). */
export function refusesFraming(headers: Headers): boolean {
  const frameOptions = headers.get('x-frame-options')?.toLowerCase() ?? '';
  if (frameOptions.includes('deny') || frameOptions.includes('sameorigin')) return true;
  const ancestors = /frame-ancestors([^;]*)/i.exec(headers.get('content-security-policy') ?? '')?.[1];
  if (ancestors === undefined) return false;
  const sources = ancestors.trim().split(/\s+/);
  return !sources.includes('*');
}

/**
 * Asks the web page itself whether it can be shown in the viewer's frame: a browser cannot read a
 * cross-origin frame, so it cannot tell a refused or failed page from a loaded one.
 */
export async function probeWebPage(url: string): Promise<WebCheckReason | null> {
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'follow',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      headers: { accept: 'text/html' },
    });
    await response.body?.cancel();
    if (!response.ok) return 'unreachable';
    return refusesFraming(response.headers) ? 'blocked' : null;
  } catch {
    return 'unreachable';
  }
}
