import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionsWithoutJwt } from './functions-host.ts';

describe('functions without a JWT check', () => {
  it('are the ones supabase/config.toml marks verify_jwt = false, as the CLI deploys them', () => {
    const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const open = functionsWithoutJwt(toml);
    expect(open.has('stripe-webhook')).toBe(true);
    expect(open.has('paypal-webhook')).toBe(true);
    expect(open.has('create-checkout-session')).toBe(false);
    expect(open.has('cancel-subscription')).toBe(false);
  });
  it('reads only verify_jwt inside a [functions.<name>] section', () => {
    const open = functionsWithoutJwt(
      '[functions.a]\nverify_jwt = false # webhook\n[functions.b]\nverify_jwt = true\n[auth]\nverify_jwt = false\n',
    );
    expect([...open]).toEqual(['a']);
  });
});
