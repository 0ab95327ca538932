import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../src/free-downloads/free-download-queries.ts';
import { clientNetwork } from '../../src/http/client-address.ts';

const from = (address: string | null) => new Headers(address ? { 'cf-connecting-ip': address } : {});

describe('clientNetwork', () => {
  it('is an IPv4 address itself, and nothing without one', () => {
    expect(clientNetwork(from('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientNetwork(from(null))).toBeNull();
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const net = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:fffe',
      '2001:DB8:1:2:0:0:0:9',
      '2001:db8:1:2:abcd::',
    ]) {
      expect(clientNetwork(from(address)), address).toBe(net);
    }
    expect(clientNetwork(from('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(clientNetwork(from('::1'))).toBe('0:0:0:0::/64');
    expect(clientNetwork(from('2001:db8:1:3::1'))).not.toBe(net);
  });
});

describe('mailboxOf', () => {
  it('counts the addresses one inbox receives as one', () => {
    expect(mailboxOf('Ana+beats@Example.com')).toBe('ana@example.com');
    expect(mailboxOf('ana@example.com')).toBe('ana@example.com');
    expect(mailboxOf('a.n.a+1@gmail.com')).toBe('ana@gmail.com');
    expect(mailboxOf('a.na@googlemail.com')).toBe('ana@gmail.com');
  });

  it('keeps dots where the provider reads them, and other addresses apart', () => {
    expect(mailboxOf('a.na@example.com')).toBe('a.na@example.com');
    expect(mailboxOf('ana@example.org')).not.toBe(mailboxOf('ana@example.com'));
    expect(mailboxOf('+@example.com')).toBe('@example.com');
  });
});
