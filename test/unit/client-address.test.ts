/** The address a rate limit counts per: IPv4 as is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientKey } from '../../server/plugins/client-address.ts';

describe('clientKey', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    assert.equal(clientKey('198.51.100.7'), '198.51.100.7');
    assert.equal(clientKey('::ffff:198.51.100.7'), '198.51.100.7');
    assert.equal(clientKey('::FFFF:198.51.100.7'), '198.51.100.7');
  });

  it('gives every address of one /64 the same key, whatever its spelling', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::1%eth0', '2001:db8:1:2::10.0.0.1'].map(
      clientKey,
    );
    assert.deepEqual(new Set(keys), new Set(['2001:0db8:0001:0002::/64']));
  });

  it('keeps neighbouring /64s apart, and handles the shortest spellings', () => {
    assert.notEqual(clientKey('2001:db8:1:2::1'), clientKey('2001:db8:1:3::1'));
    assert.equal(clientKey('::1'), '0000:0000:0000:0000::/64');
    assert.equal(clientKey('fe80::1'), 'fe80:0000:0000:0000::/64');
    assert.equal(clientKey('1::'), '0001:0000:0000:0000::/64');
  });
});

describe('clientKey of forwarded entries', () => {
  it('reduces an entry with a port to its address', () => {
    assert.equal(clientKey('203.0.113.9:40001'), clientKey('203.0.113.9'));
    assert.equal(clientKey('203.0.113.9:40001'), '203.0.113.9');
    assert.equal(clientKey('[2001:db8::1]:443'), clientKey('2001:db8::1'));
    assert.equal(clientKey('[2001:db8::1]'), '2001:0db8:0000:0000::/64');
  });

  it('keys anything that is not an address under a short hash, however long', () => {
    const key = clientKey('x'.repeat(100_000));
    assert.match(key, /^other:[0-9a-f]{16}$/);
    assert.notEqual(clientKey('unknown'), clientKey('unknown2'));
  });
});
