import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebCheckReason } from '@pathshala/contracts';
import type { Clock } from '../../lib/clock';
import { isPublicAddress } from '../../lib/public-address';

/** The whole check, every redirect included. */
const PROBE_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** A verdict is kept this long per URL: students opening the same page ask the page once. */
const VERDICT_TTL_MS = 10 * 60_000;
const MAX_VERDICTS = 1_000;

/**
 * What the probe found: null (the page can be framed), a reason it cannot, or 'refused': the link
 * (or a redirect from it) points at a port other than 80/443 or an address that is not a public
 * internet host (loopback, private, link-local, ...), so it was never asked at all.
 */
export type ProbeVerdict = WebCheckReason | 'refused' | null;
export type WebProbe = (url: string) => Promise<ProbeVerdict>;

export interface ProbeAnswer {
  status: number;
  headers: Headers;
}

/** How the probe reaches the network; tests (which have no internet) give their own. */
export interface ProbeNetwork {
  /** Every address the host name resolves to. */
  resolve(host: string): Promise<string[]>;
  /** One GET of `url`, connected to `address` and nowhere else. */
  get(url: URL, address: string, signal: AbortSignal): Promise<ProbeAnswer>;
}

const systemNetwork: ProbeNetwork = {
  // IPv4 first: the one address connected to should be one a school's network can reach.
  resolve: async (host) =>
    (await lookup(host, { all: true })).sort((a, b) => a.family - b.family).map((found) => found.address),
  get: pinnedGet,
};

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
 * Asks a web page whether it can be shown in the viewer's frame (a browser cannot read a
 * cross-origin frame, so it cannot tell a refused or failed page from a loaded one). The server
 * makes this request, so it must not become a way into the school's own network: each hop's host
 * is resolved and every address checked, the connection goes to the checked address (a second DNS
 * answer cannot swap it), redirects are followed by hand and checked again, ports are 80 and 443.
 */
export function createWebProbe(clock: Clock, network: ProbeNetwork = systemNetwork): WebProbe {
  const verdicts = new Map<string, { verdict: Promise<ProbeVerdict>; until: number }>();

  return (url) => {
    const now = clock.now().getTime();
    const kept = verdicts.get(url);
    if (kept && kept.until > now) return kept.verdict;
    verdicts.delete(url);
    if (verdicts.size >= MAX_VERDICTS) {
      const oldest = verdicts.keys().next().value;
      if (oldest !== undefined) verdicts.delete(oldest);
    }
    const verdict = probeOnce(url, network);
    verdicts.set(url, { verdict, until: now + VERDICT_TTL_MS });
    return verdict;
  };
}

async function probeOnce(url: string, network: ProbeNetwork): Promise<ProbeVerdict> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  try {
    let current = new URL(url);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const address = await checkedAddress(current, network);
      if (address === 'refused' || address === 'unreachable') return address;
      const answer = await network.get(current, address, signal);
      const location = answer.headers.get('location');
      if (REDIRECTS.has(answer.status) && location) {
        current = new URL(location, current);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) return 'unreachable';
      return refusesFraming(answer.headers) ? 'blocked' : null;
    }
    return 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** The address to connect to for `url`, or why there is none. */
async function checkedAddress(url: URL, network: ProbeNetwork): Promise<string | 'refused' | 'unreachable'> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'refused';
  if (url.port !== '' && url.port !== '80' && url.port !== '443') return 'refused';
  const host = bareHost(url);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await network.resolve(host);
    } catch {
      return 'unreachable';
    }
  }
  if (addresses.length === 0) return 'unreachable';
  // Every answer must be public: a client could be handed any one of them.
  if (!addresses.every(isPublicAddress)) return 'refused';
  return addresses[0] as string;
}

/** The URL's host without an IPv6 literal's brackets (the URL parser already reads 127.1, 0x7f000001, ...). */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * One GET of `url` over a connection to `address` only: the host name still goes in the Host header
 * and TLS checks the certificate against it, but no second lookup happens. The body is not read.
 */
export function pinnedGet(url: URL, address: string, signal: AbortSignal): Promise<ProbeAnswer> {
  const family = isIP(address);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const https = url.protocol === 'https:';
  const host = bareHost(url);
  return new Promise((resolve, reject) => {
    const request = (https ? httpsRequest : httpRequest)(
      {
        host,
        port: url.port || (https ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept: 'text/html' },
        agent: false,
        lookup: pinned,
        signal,
        ...(https && !isIP(host) ? { servername: host } : {}),
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: toHeaders(response.headers) });
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  return headers;
}
