import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { MessageKey } from '@questline/contract';
import { type Refusal, allowedBy, canonicalAddress, isMetadataAddress, refusalOf } from './addressRules';

/** One address a name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** The resolver the guard asks once per hop: the system's (getaddrinfo), or a test's. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((answer) => ({
    address: answer.address,
    family: answer.family === 6 ? 6 : 4,
  }));

/** An address and port Questline itself answers on: refused whatever the allowed hosts say. */
export interface OwnEndpoint {
  address: string | null;
  hostname: string | null;
  port: number;
}

export interface TargetPolicy {
  /** The platform administrator's allowed hosts (or API_TESTER_ALLOWED_HOSTS). */
  allowed: readonly string[];
  own: readonly OwnEndpoint[];
  resolve: Resolve;
}

/** A target the guard will not connect to, with the message that says why. */
export class TargetRefused extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'TargetRefused';
  }
}

/** The name could not be resolved: the request is sent nowhere and says so. */
export class HostNotFound extends Error {
  constructor(readonly host: string) {
    super(`host not found: ${host}`);
    this.name = 'HostNotFound';
  }
}

const REFUSAL_KEYS: Record<Refusal | 'self', MessageKey> = {
  loopback: 'apiRefusedLoopback',
  private: 'apiRefusedPrivate',
  linkLocal: 'apiRefusedLinkLocal',
  metadata: 'apiRefusedMetadata',
  reserved: 'apiRefusedReserved',
  self: 'apiRefusedSelf',
};

export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** The host as the URL names it, without an IPv6 literal's brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function isOwn(own: readonly OwnEndpoint[], address: string, port: number): boolean {
  const canonical = canonicalAddress(address);
  return own.some(
    (endpoint) =>
      endpoint.port === port && endpoint.address !== null && canonicalAddress(endpoint.address) === canonical,
  );
}

/**
 * Issue 34's guard for one hop: only http and https; the name resolved once, and every address it resolved to
 * checked (one refused address refuses the name, so a name cannot pair a public answer with a private one); the
 * address answered is the one the connection then uses, so the name is never resolved a second time (no DNS
 * rebinding between the check and the connection). Questline's own address and the cloud metadata address are
 * refused even when allowed; the other special ranges only unless the allowed hosts name them.
 */
export async function checkTarget(url: URL, policy: TargetPolicy): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TargetRefused('apiTargetProtocol', {});
  const hostname = bareHostname(url);
  const port = portOf(url);
  const refused = (reason: Refusal | 'self') => new TargetRefused(REFUSAL_KEYS[reason], { host: url.host });
  // PUBLIC_URL's name is Questline's own wherever it resolves (a proxy in front of it, say).
  if (policy.own.some((endpoint) => endpoint.hostname === hostname && endpoint.port === port)) throw refused('self');
  let addresses: ResolvedAddress[];
  const literal = isIP(hostname);
  if (literal !== 0) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(hostname);
    } catch {
      throw new HostNotFound(hostname);
    }
    if (addresses.length === 0) throw new HostNotFound(hostname);
  }
  for (const { address } of addresses) {
    if (isOwn(policy.own, address, port)) throw refused('self');
    if (isMetadataAddress(address)) throw refused('metadata');
    const refusal = refusalOf(address);
    if (refusal !== null && !allowedBy(policy.allowed, hostname, address)) throw refused(refusal);
  }
  const [first] = addresses;
  if (!first) throw new HostNotFound(hostname);
  return first;
}
