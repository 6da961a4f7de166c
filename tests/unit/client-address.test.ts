/** The client the login limits count: IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as the IPv4 address. */
import { describe, expect, it } from 'vitest';
import { loginClientOf } from '../../src/server/auth/client-address.ts';

describe('loginClientOf', () => {
  it('groups IPv6 addresses by their /64, however they are written', () => {
    expect(loginClientOf('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(loginClientOf('2001:DB8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(loginClientOf('2001:0db8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(loginClientOf('2001:db8:1:3::10')).toBe('2001:db8:1:3::/64');
    expect(loginClientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(loginClientOf('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(loginClientOf('10.1.2.3')).toBe('10.1.2.3');
    expect(loginClientOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(loginClientOf('::FFFF:0a01:0203')).toBe('10.1.2.3');
  });
});
