import { isIP } from 'node:net';

export type AddressRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/**
 * `127.0.0.1, 10.0.0.0/8, ::1, fd00::/8` (a bare address is its own /32 or /128), or why it is not such a list.
 * `loopback` stands for 127.0.0.0/8 and ::1, as in TRUST_PROXY.
 */
export function parseAddressList(value: string): AddressRange[] | string {
  const ranges: AddressRange[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    if (!item) continue;
    if (item === 'loopback') {
      ranges.push({ address: '127.0.0.0', prefix: 8, family: 'ipv4' }, { address: '::1', prefix: 128, family: 'ipv6' });
      continue;
    }
    const [address = '', prefixText, extra] = item.split('/');
    const version = isIP(address);
    const most = version === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? most : Number(prefixText);
    if (!version || extra !== undefined || !/^\d{1,3}$/.test(prefixText ?? '0') || prefix > most)
      return `must be addresses or CIDR ranges separated by commas (e.g. 10.0.0.0/8, ::1); "${item}" is not one`;
    ranges.push({ address, prefix, family: version === 6 ? 'ipv6' : 'ipv4' });
  }
  return ranges.length ? ranges : 'must name at least one address or CIDR range';
}
