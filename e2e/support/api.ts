import { baseUrl } from './browser';

export interface ApiInit {
  method?: string;
  body?: unknown;
  token?: string;
}

/** A call to the test server's API from the test process (not from a page): JSON in, JSON out. */
export async function apiCall(path: string, init: ApiInit = {}) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the few fields it needs from the answer
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

/** The same, failing the test unless the server answered with success. */
export async function apiOk(path: string, init: ApiInit = {}) {
  const { status, json } = await apiCall(path, init);
  if (status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${status} ${JSON.stringify(json)}`);
  return json;
}

/** An access token for an account, signed in through the API. */
export async function apiToken(username: string, password: string): Promise<string> {
  const json = await apiOk('/api/auth/login', { method: 'POST', body: { username, password } });
  return json.token as string;
}
