import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendThroughGuard } from './proxy';
import { type ResolvedAddress, TargetRefused, type TargetPolicy, checkTarget } from './targetGuard';
import { type Target, startTarget } from './testKit.fixture';

/** A resolver that answers from a table and counts what it was asked, as a DNS server an attacker runs would. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const answers = table[hostname];
    if (!answers) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
    return Promise.resolve(answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return { asked, resolve };
}

const policy = (resolve: TargetPolicy['resolve'], allowed: string[] = []): TargetPolicy => ({
  allowed,
  own: [],
  resolve,
});

async function refusal(url: string, target: TargetPolicy): Promise<string> {
  try {
    await checkTarget(new URL(url), target);
    return 'allowed';
  } catch (error) {
    if (error instanceof TargetRefused) return error.key;
    throw error;
  }
}

/** Issue 34 (ADR 0122): host names that resolve to refused addresses, and the one resolution per hop. */
describe('interface tester: names and their addresses', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  });
  afterAll(() => target.close());

  it('refuses a name that resolves to a refused address, or to a public and a refused one', async () => {
    const dns = fakeDns({
      'internal.example.com': ['10.20.30.40'],
      'metadata.example.com': ['169.254.169.254'],
      'mixed.example.com': ['93.184.216.34', '192.168.0.5'],
      'mapped.example.com': ['::ffff:10.0.0.1'],
      'v6loop.example.com': ['::1'],
      'public.example.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
    const open = policy(dns.resolve);
    expect(await refusal('http://internal.example.com/', open)).toBe('apiRefusedPrivate');
    expect(await refusal('http://metadata.example.com/', open)).toBe('apiRefusedMetadata');
    expect(await refusal('https://mixed.example.com/', open)).toBe('apiRefusedPrivate');
    expect(await refusal('http://mapped.example.com/', open)).toBe('apiRefusedReserved');
    expect(await refusal('http://v6loop.example.com/', open)).toBe('apiRefusedLoopback');
    expect(await checkTarget(new URL('http://public.example.com/'), open)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('lets allowed names, addresses and ranges in, but never the metadata address', async () => {
    const dns = fakeDns({
      'build.corp.example': ['10.0.0.7'],
      'ci.corp.example': ['10.0.0.8'],
      'other.example': ['10.0.0.9'],
      'meta.corp.example': ['169.254.169.254'],
    });
    const allowed = policy(dns.resolve, ['*.corp.example', '192.168.1.0/24', 'fd12::1']);
    expect(await refusal('http://build.corp.example/', allowed)).toBe('allowed');
    expect(await refusal('http://ci.corp.example:8080/', allowed)).toBe('allowed');
    expect(await refusal('http://other.example/', allowed)).toBe('apiRefusedPrivate');
    expect(await refusal('http://192.168.1.20/', allowed)).toBe('allowed');
    expect(await refusal('http://192.168.2.20/', allowed)).toBe('apiRefusedPrivate');
    expect(await refusal('http://[fd12::1]/', allowed)).toBe('allowed');
    expect(await refusal('http://meta.corp.example/', allowed)).toBe('apiRefusedMetadata');
  });

  it('resolves each hop once and connects to the address it checked, never asking again', async () => {
    // A rebinding name: checked, it says 127.0.0.1 (allowed here); asked again, it would say the metadata address.
    const answers = [['127.0.0.1'], ['169.254.169.254']];
    const asked: string[] = [];
    const resolve = (hostname: string): Promise<ResolvedAddress[]> => {
      asked.push(hostname);
      const next = answers.shift() ?? ['169.254.169.254'];
      return Promise.resolve(next.map((address) => ({ address, family: 4 as const })));
    };
    const url = new URL(`http://rebind.example:${String(target.port)}/orders`);
    const outcome = await sendThroughGuard(
      { method: 'GET', url, headers: [], body: null },
      { policy: policy(resolve, ['127.0.0.1']), timeoutMs: 5_000, maxBytes: 10_000 },
    );
    expect(outcome.kind).toBe('answered');
    expect(asked).toEqual(['rebind.example']);
    // The connection went to the checked address, with the name as the Host.
    expect(target.received.at(-1)?.headers.host).toBe(`rebind.example:${String(target.port)}`);
  });

  it('tells a name that does not resolve from a refusal', async () => {
    const outcome = await sendThroughGuard(
      { method: 'GET', url: new URL('http://nowhere.example/'), headers: [], body: null },
      { policy: policy(fakeDns({}).resolve), timeoutMs: 1_000, maxBytes: 1_000 },
    );
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: { key: 'apiHostNotFound', params: { host: 'nowhere.example' } },
    });
  });
});
