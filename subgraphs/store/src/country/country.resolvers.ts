import { createRequire } from 'node:module';
import type { SubgraphContext } from '@dukkan/shared';

// geoip-country ships its database inside the package, so lookups work offline.
const geoip = createRequire(import.meta.url)('geoip-country') as { lookup(ip: string): { country: string } | null };

/** The visitor's country: a trusted proxy's header first, else the offline GeoIP database; empty when unknown. */
export function countryOf(ip: string, proxyCountry: string | null): string {
  if (proxyCountry) return proxyCountry;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? '';
}

export const countryResolvers = {
  Query: {
    country: (_: unknown, __: unknown, { caller }: SubgraphContext) => ({ countryCode: countryOf(caller.ip, caller.country) }),
  },
};
