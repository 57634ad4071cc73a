import ipaddr from 'ipaddr.js';

/**
 * Which addresses the interface tester may reach (issue 34, ADR 0122). Only ordinary public unicast addresses pass
 * by themselves; ipaddr.js names every special range (loopback, RFC 1918, carrier-grade NAT, link-local, unique
 * local, multicast, documentation, NAT64, 6to4, Teredo...), so no mask is written here.
 */
export type Refusal = 'loopback' | 'private' | 'linkLocal' | 'metadata' | 'reserved';

/** Cloud servers' instance metadata (AWS, GCP, Azure, Alibaba... and AWS's IPv6 one): never reachable. */
const METADATA = [ipaddr.parse('169.254.169.254'), ipaddr.parse('fd00:ec2::254'), ipaddr.parse('100.100.100.200')];

function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return ipaddr.isValid(address) ? ipaddr.parse(address) : undefined;
}

export function isMetadataAddress(address: string): boolean {
  const ip = parsed(address);
  return ip !== undefined && METADATA.some((known) => known.kind() === ip.kind() && known.toString() === ip.toString());
}

/**
 * Why an address is refused, or null for a public one. An IPv4 address written as IPv6 (::ffff:127.0.0.1) is
 * refused as it is, whatever it maps to: nothing legitimate needs that spelling, and it would slip past a check of
 * the IPv4 ranges.
 */
export function refusalOf(address: string): Refusal | null {
  const ip = parsed(address);
  if (!ip) return 'reserved';
  if (isMetadataAddress(address)) return 'metadata';
  const range = ip.range();
  switch (range) {
    case 'unicast':
      return null;
    case 'loopback':
      return 'loopback';
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'private';
    case 'linkLocal':
      return 'linkLocal';
    default:
      return 'reserved';
  }
}

/** The same address whatever its spelling (IPv6 compressed, lower case), for comparisons. */
export function canonicalAddress(address: string): string {
  const ip = parsed(address);
  return ip ? ip.toNormalizedString() : address.toLowerCase();
}

/**
 * Whether a platform administrator's list lets this host and address in: a host name entry matches the name asked
 * for (`*.corp.example` its subdomains), an address or range entry the address it resolved to.
 */
export function allowedBy(entries: readonly string[], hostname: string, address: string): boolean {
  const host = hostname.toLowerCase();
  const ip = parsed(address);
  return entries.some((entry) => {
    if (entry.startsWith('*.')) return host.endsWith(entry.slice(1));
    if (ipaddr.isValidCIDR(entry)) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return ip !== undefined && ip.kind() === range.kind() && ip.match(range, bits);
    }
    if (ipaddr.IPv4.isValidFourPartDecimal(entry) || ipaddr.IPv6.isValid(entry)) {
      return ip !== undefined && canonicalAddress(entry) === ip.toNormalizedString();
    }
    return entry === host;
  });
}
