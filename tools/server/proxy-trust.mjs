// Which peers may speak for the visitor through X-Forwarded-For / X-Forwarded-Proto (docs/security.md#proxy-trust).
// `trustProxy: true` let any visitor choose their own address; now only the proxies named in
// QS_TRUSTED_PROXIES (IPs or CIDRs, comma separated) are believed, by default none: whoever puts a proxy in
// front of a server names it (a default of loopback let any process on the machine pose as any visitor).
// `none` trusts no one (the server faces the Internet itself).
import net from 'node:net';

const KEYWORDS = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

const subnetOf = (entry) => {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
  if (!family || rest.length > 0 || !/^\d+$/.test(String(bits)) || bits > (family === 6 ? 128 : 32)) {
    throw new Error(`QS_TRUSTED_PROXIES: «${entry}» no es una IP, un CIDR ni loopback/linklocal/uniquelocal`);
  }
  return [address, bits, family === 6 ? 'ipv6' : 'ipv4'];
};

/** The list as configured: unset, an empty value or `none` trusts nobody. */
export const trustedProxyList = (value = process.env.QS_TRUSTED_PROXIES) => {
  if (value === undefined) return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 1 && entries[0] === 'none' ? [] : entries;
};

/** `(address) => boolean`, for Fastify's `trustProxy` (it walks X-Forwarded-For right to left with it). */
export const createProxyTrust = (entries = trustedProxyList()) => {
  const blocks = new net.BlockList();
  for (const entry of entries) {
    for (const [address, bits, family] of KEYWORDS[entry.toLowerCase()] ?? [subnetOf(entry)])
      blocks.addSubnet(address, bits, family);
  }
  return (address) => {
    if (typeof address !== 'string') return false;
    // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = net.isIP(plain);
    return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
};

/** Whether `address` (as Fastify's request.ip gives it) is this machine's own loopback. */
export const isLoopbackAddress = createProxyTrust(['loopback']);
