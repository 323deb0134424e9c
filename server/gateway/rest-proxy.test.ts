import { describe, expect, it } from 'vitest';
import { isDecodableForm } from './rest-proxy.ts';

describe('isDecodableForm', () => {
  it('accepts UTF-8 forms with escapes and + for spaces', () => {
    expect(isDecodableForm(Buffer.from('name=%C3%A9t%C3%A9&slug=a+b'))).toBe(true);
  });
  it('refuses raw invalid UTF-8, broken escapes and escapes of invalid UTF-8', () => {
    expect(isDecodableForm(Buffer.from([0x61, 0x3d, 0xff]))).toBe(false);
    expect(isDecodableForm(Buffer.from('a=%zz'))).toBe(false);
    expect(isDecodableForm(Buffer.from('%FF=1'))).toBe(false);
  });
});
