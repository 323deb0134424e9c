// Reads the platform's local mail outbox (GET /_dev/mail.json) the way a user reads their inbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './e2e-dirs.ts';

/** The outbox needs the service-role key, which the platform under test wrote into its data dir. */
function serviceRoleKey(): string {
  const file = join(e2eDataDir, 'platform.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { serviceRoleKey: string }).serviceRoleKey;
}

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
}

/** The newest link of the newest mail of `kind` to `to` that arrives after `since`, waiting for it. */
export async function latestMailLink(
  request: APIRequestContext,
  to: string,
  kind: RegExp,
  since = 0,
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(to)}`, {
          headers: { apikey: serviceRoleKey() },
        });
        if (!response.ok()) return '';
        const mails = (await response.json()) as OutboxMail[];
        const mail = mails.find((item) => kind.test(item.kind) && Date.parse(item.createdAt) >= since);
        link =
          mail?.links.find((href) => href.includes('/verify') || href.includes('token')) ??
          mail?.links[0] ??
          '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
