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

export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** True when the host resolves only to public addresses (an unknown host is left for the connection to report). */
export async function isPublicHost(host: string): Promise<boolean> {
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.every((entry) => !isPrivateAddress(entry.address));
  } catch {
    return true;
  }
}
