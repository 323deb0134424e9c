import type { APIRequestContext } from '@playwright/test';

let anonKey: string | undefined;

/** Reads a public table through the REST API with the anon key the server put into index.html. */
export async function restGet<T>(request: APIRequestContext, path: string): Promise<T> {
  if (!anonKey) {
    const html = await (await request.get('/')).text();
    const content = /name="studyloop-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    anonKey = (JSON.parse(content.replaceAll('&quot;', '"')) as { anonKey: string }).anonKey;
  }
  const response = await request.get(`/rest/v1/${path}`, { headers: { apikey: anonKey } });
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}
