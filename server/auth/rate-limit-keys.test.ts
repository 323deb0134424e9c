import { describe, expect, it } from 'vitest';
import { addressKey, identifierKey } from './rate-limit-keys.ts';

describe('addressKey', () => {
  it('keeps IPv4 addresses and counts unknown ones together', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(null)).toBe('unknown');
    expect(addressKey('not an address')).toBe('unknown');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    expect(addressKey('2001:db8:0:1::5')).toBe(key);
    expect(addressKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:0:1:0:0:0:1')).toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1::1')).not.toBe(addressKey('2001:db8:2::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b:1:2::192.0.2.1')).toBe('64:ff9b:1:2::/64');
  });
});

describe('identifierKey', () => {
  it('keeps short identifiers readable and digests long ones', () => {
    expect(identifierKey('ada@example.com')).toBe('ada@example.com');
    const long = `${'a'.repeat(5000)}@example.com`;
    expect(identifierKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(identifierKey(long)).not.toBe(identifierKey(`b${long}`));
  });
});
