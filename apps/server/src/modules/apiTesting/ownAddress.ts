import type { Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { isIP } from 'node:net';
import { bareHostname, portOf, type OwnEndpoint } from './targetGuard';

const WILDCARDS = new Set(['0.0.0.0', '::']);

/** Every address of this machine: a server listening on all of them answers on each. */
function machineAddresses(): string[] {
  const found = ['127.0.0.1', '::1', '0.0.0.0', '::'];
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) found.push(entry.address);
  }
  return found;
}

/**
 * Where Questline itself answers (issue 34: "Questline's own address" is refused): the address and port its HTTP
 * server listens on (every address of the machine when it listens on all of them), and PUBLIC_URL's host and port,
 * the way the installation's users reach it (a proxy in front included).
 */
export function ownEndpoints(server: Server, publicUrl: string): OwnEndpoint[] {
  const endpoints: OwnEndpoint[] = [];
  const listening = server.address();
  if (listening !== null && typeof listening === 'object') {
    const addresses = WILDCARDS.has(listening.address) ? machineAddresses() : [listening.address];
    for (const address of addresses) endpoints.push({ address, hostname: null, port: listening.port });
  }
  const url = new URL(publicUrl);
  const hostname = bareHostname(url);
  endpoints.push({ address: isIP(hostname) === 0 ? null : hostname, hostname, port: portOf(url) });
  return endpoints;
}
