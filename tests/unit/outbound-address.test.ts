import { describe, expect, it } from 'vitest';
import { isInternalAddress } from '../../src/server/bpm/listeners/builtins/outbound.ts';

describe('internal addresses a webhook may not call', () => {
  it.each(['127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::5', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:7f00:1', '::7f00:1', '64:ff9b::a00:1', '2002:a00:1::1', 'fec0::1', 'not-an-address'])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });
  it.each(['8.8.8.8', '172.32.0.1', '192.169.0.1', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});
