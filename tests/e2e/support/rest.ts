import { expect, type APIRequestContext } from '@playwright/test';

let anonKey: string | undefined;

/** The anon key the server put into index.html, as a browser reads it. */
export async function publicApiKey(request: APIRequestContext): Promise<string> {
  if (!anonKey) {
    const html = await (await request.get('/')).text();
    const content = /name="studyloop-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    anonKey = (JSON.parse(content.replaceAll('&quot;', '"')) as { anonKey: string }).anonKey;
  }
  return anonKey;
}

/** Reads a public table through the REST API with the anon key the server put into index.html. */
export async function restGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/rest/v1/${path}`, {
    headers: { apikey: await publicApiKey(request) },
  });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** The REST headers of a password sign-in, as a browser's session would send them. */
export async function sessionHeaders(request: APIRequestContext, email: string, password: string) {
  const apikey = await publicApiKey(request);
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token } = (await response.json()) as { access_token: string };
  return { apikey, Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
}
