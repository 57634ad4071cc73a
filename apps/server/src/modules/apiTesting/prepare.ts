import { type ApiRequestSpec, SECRET_MASK, isCredentialHeader, substituteVariables } from '@questline/contract';
import { failure } from '../../http/errors';
import type { Outgoing } from './exchange';

/** An environment's variables as a send uses them. */
export interface VariableSet {
  values: ReadonlyMap<string, string>;
  /** The names of the secrets among them. */
  secretNames: ReadonlySet<string>;
}

export const NO_VARIABLES: VariableSet = { values: new Map(), secretNames: new Set() };

/** A request ready to go, and how it is kept: its address and an .http text without secrets or credentials. */
export interface PreparedRequest {
  outgoing: Outgoing;
  recordedUrl: string;
  requestText: string;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const AGENT = 'Questline-API-Tester';

function header(name: string, value: string): [string, string] {
  const trimmed = name.trim();
  if (!TOKEN.test(trimmed) || /[\r\n\0]/.test(value)) throw failure('apiHeaderInvalid', { name: trimmed });
  return [trimmed, value];
}

interface Built {
  url: string;
  parsed: URL | null;
  headers: [string, string][];
  body: string | null;
  /** Which headers carry credentials of the request's authentication, by position. */
  credentialAt: Set<number>;
}

/** The request with every `{{name}}` replaced from `values`; the URL is parsed when it can be. */
function build(spec: ApiRequestSpec, values: ReadonlyMap<string, string>, mask: boolean): Built {
  const fill = (text: string) => substituteVariables(text, values);
  const credential = (text: string) => (mask ? SECRET_MASK : fill(text));
  const address = fill(spec.url);
  let parsed: URL | null = null;
  try {
    parsed = new URL(address);
  } catch {
    parsed = null;
  }
  for (const pair of spec.query) {
    if (pair.enabled && pair.name !== '') parsed?.searchParams.append(fill(pair.name), fill(pair.value));
  }
  const headers: [string, string][] = [];
  const credentialAt = new Set<number>();
  for (const pair of spec.headers) {
    if (pair.enabled && pair.name.trim() !== '') headers.push(header(fill(pair.name), fill(pair.value)));
  }
  const auth = spec.auth;
  const addCredential = (name: string, value: string) => {
    credentialAt.add(headers.length);
    headers.push(header(name, value));
  };
  if (auth.type === 'bearer') addCredential('Authorization', `Bearer ${credential(auth.token)}`);
  if (auth.type === 'basic') {
    const pair = `${fill(auth.username)}:${credential(auth.password)}`;
    addCredential('Authorization', mask ? `Basic ${SECRET_MASK}` : `Basic ${Buffer.from(pair).toString('base64')}`);
  }
  if (auth.type === 'apiKey' && auth.in === 'header') addCredential(fill(auth.name), credential(auth.value));
  if (auth.type === 'apiKey' && auth.in === 'query')
    parsed?.searchParams.append(fill(auth.name), credential(auth.value));
  const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name);
  let body: string | null = null;
  const content = spec.body;
  if (content.mode === 'json' || content.mode === 'raw') body = fill(content.text);
  if (content.mode === 'form') {
    const form = new URLSearchParams();
    for (const field of content.fields)
      if (field.enabled && field.name !== '') form.append(fill(field.name), fill(field.value));
    body = form.toString();
  }
  if (body !== null && !has('content-type')) {
    const type =
      content.mode === 'json'
        ? 'application/json'
        : content.mode === 'form'
          ? 'application/x-www-form-urlencoded'
          : content.mode === 'raw'
            ? content.contentType || 'text/plain'
            : 'text/plain';
    headers.push(['Content-Type', type]);
  }
  if (!has('user-agent')) headers.push(['User-Agent', AGENT]);
  return { url: parsed?.href ?? address, parsed, headers, body: spec.method === 'HEAD' ? null : body, credentialAt };
}

/** The request as an .http file holds it (the REST Client and JetBrains format). */
function httpText(method: string, built: Built): string {
  const lines = [`${method} ${built.url} HTTP/1.1`];
  built.headers.forEach(([name, value], index) => {
    const hidden = built.credentialAt.has(index) || isCredentialHeader(name);
    lines.push(`${name}: ${hidden ? SECRET_MASK : value}`);
  });
  return built.body === null ? `${lines.join('\n')}\n` : `${lines.join('\n')}\n\n${built.body}\n`;
}

/**
 * Issue 34: a request with the environment's variables in place. What is sent has every value; what is kept (the
 * history's address, the .http text of a defect) has each secret as ****** and the credentials of the
 * authentication and of credential headers masked, so nothing kept or attached holds them.
 */
export function prepareRequest(spec: ApiRequestSpec, variables: VariableSet): PreparedRequest {
  const real = build(spec, variables.values, false);
  if (!real.parsed) throw failure('apiTargetInvalid');
  const masked = new Map(
    [...variables.values].map(([name, value]) => [name, variables.secretNames.has(name) ? SECRET_MASK : value]),
  );
  const kept = build(spec, masked, true);
  const body = real.body === null ? null : Buffer.from(real.body);
  const declared = real.headers.some(([name]) => name.toLowerCase() === 'content-length');
  const length: [string, string][] = body === null || declared ? [] : [['Content-Length', String(body.length)]];
  const headers = [...real.headers, ...length];
  return {
    outgoing: { method: spec.method, url: real.parsed, headers, body },
    recordedUrl: kept.url,
    requestText: httpText(spec.method, kept),
  };
}
