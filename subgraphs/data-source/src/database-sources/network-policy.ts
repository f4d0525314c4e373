import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * A seller's database must be on the internet, not inside our network: in production, hosts that resolve to
 * loopback, private, link-local or unique-local addresses are refused, so a data source cannot reach the product's
 * own database or internal services. DATA_SOURCE_ALLOW_PRIVATE_HOSTS=1 lifts this for self-hosted installs (and
 * development and tests, which connect to local databases).
 */
export function privateHostsAllowed(production: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DATA_SOURCE_ALLOW_PRIVATE_HOSTS === '1') return true;
  if (env.DATA_SOURCE_ALLOW_PRIVATE_HOSTS === '0') return false;
  return !production;
}

function isPrivateIpv4(address: string): boolean {
  const [a, b] = address.split('.').map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31)
    || (a === 192 && b === 0) || (a === 192 && b === 168) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

/** The sixteen bytes of an IPv6 address in any of its spellings ("::ffff:7f00:1", "::ffff:127.0.0.1", "fe80::1%eth0"). */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A dotted IPv4 tail ("::ffff:127.0.0.1") is its last two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    if (isIP(tail[1]) !== 4) return null;
    const [a, b, c, d] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array(missing).fill('0'), ...rest];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 0xff]);
}

/**
 * Whether an address is inside a private, local or special network. IPv6 forms that carry an IPv4 address (mapped
 * "::ffff:7f00:1", compatible "::7f00:1", NAT64 "64:ff9b::7f00:1", 6to4 "2002:7f00:1::") are judged by that address:
 * the connection reaches it (a mapped loopback written in hex reached the product's own database).
 */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) return isPrivateIpv4(address);
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPrivateIpv4(v4(12));
  if (zeros(0, 12)) return zeros(12, 15) ? true : isPrivateIpv4(v4(12)); // ::, ::1 and IPv4-compatible
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) return isPrivateIpv4(v4(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPrivateIpv4(v4(2));
  // Unique-local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8, documentation 2001:db8::/32.
  return (bytes[0] & 0xfe) === 0xfc || bytes[0] === 0xfe || bytes[0] === 0xff || (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0x0d && bytes[3] === 0xb8);
}

/**
 * The address to connect to, when every address the host resolves to is public: the connection is then made to this
 * very address, so a name that resolves anew to a private one (DNS rebinding) is not looked up twice. An unknown host
 * gives itself back, for the connection to report it as unknown; a private one gives null.
 */
export async function publicAddressOf(host: string): Promise<string | null> {
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return host;
  }
  if (!addresses.length || addresses.some((entry) => isPrivateAddress(entry.address))) return null;
  return addresses[0].address;
}
