import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['a private IPv4', '10.1.2.3'],
    ['the cloud metadata address', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['IPv6 loopback', '::1'],
    ['the unspecified IPv6 address', '::'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 unique-local', 'fd00::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, in hex', '::ffff:a00:1'],
    ['IPv4-translated loopback', '::ffff:0:127.0.0.1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible loopback as URLs and DNS write it', '::7f00:1'],
    ['IPv4-compatible private, in hex', '::c0a8:101'],
    ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64 of a private address', '64:ff9b:1::10.0.0.1'],
    ['local-use NAT64 with the IPv4 elsewhere than the last 32 bits', '64:ff9b:1:808:8:800::'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:c0a8:101::'],
    ['Teredo whose client is loopback', '2001:0:808:808::80ff:fffe'],
    ['Teredo whose server is private', '2001:0:a00:1::f7f7:f7f7'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['a public IPv4', '93.184.215.14'],
    ['a public IPv6', '2606:4700:4700::1111'],
    ['IPv4-mapped public', '::ffff:8.8.8.8'],
    ['IPv4-compatible public', '::808:808'],
    ['NAT64 of a public address', '64:ff9b::8.8.8.8'],
    ['local-use NAT64 of a public address', '64:ff9b:1::8.8.8.8'],
    ['6to4 of a public address', '2002:808:808::1'],
    ['Teredo with public server and client', '2001:0:808:808::f7f7:f7f7'],
  ])('accepts %s (%s)', (_, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
