import {
  type ApiAssertion,
  type ApiAuth,
  type ApiRequestSpec,
  HTTP_METHODS,
  type HttpMethod,
  apiAssertion,
} from '@questline/contract';
import type { Item, ItemGroup, Request as PostmanRequest } from 'postman-collection';
import { z } from 'zod';
import { failure } from '../../http/errors';
import {
  type ImportedCollection,
  type ImportedRequest,
  fit,
  fitBody,
  fitName,
  fitPairs,
  fitUrl,
  importedSpec,
} from './imported';
import { ASSERTIONS_MARK, postmanSdk } from './postmanSdk';

type Entry = Item | ItemGroup;
const carriedAssertions = z.array(apiAssertion);

function methodOf(request: PostmanRequest): HttpMethod {
  const method = request.method.toUpperCase();
  return HTTP_METHODS.find((known) => known === method) ?? 'GET';
}

interface FormField {
  key: string | null;
  value: unknown;
  disabled?: boolean;
}

function pairsOf(list: readonly FormField[]) {
  return fitPairs(list.map((pair) => ({ name: pair.key ?? '', value: pair.value, enabled: pair.disabled !== true })));
}

function bodyOf(request: PostmanRequest): ApiRequestSpec['body'] {
  const body = request.body;
  if (!body) return { mode: 'none' };
  switch (body.mode) {
    case 'raw': {
      const language = (body.options as { raw?: { language?: string } } | undefined)?.raw?.language;
      const declared = request.headers.get('Content-Type') as string | undefined;
      if (language === 'json' || /json/i.test(declared ?? '')) return { mode: 'json', text: fitBody(body.raw) };
      return { mode: 'raw', text: fitBody(body.raw), contentType: fit(declared ?? 'text/plain', 200) };
    }
    case 'urlencoded':
      return { mode: 'form', fields: pairsOf(body.urlencoded.all()) };
    case 'formdata':
      // Files of a form are not carried: the tester sends text fields.
      return {
        mode: 'form',
        fields: pairsOf(body.formdata.all().filter((field: { type?: string }) => field.type !== 'file') as FormField[]),
      };
    case 'graphql': {
      const graphql = (body as { graphql?: unknown }).graphql;
      return { mode: 'raw', text: fitBody(JSON.stringify(graphql ?? {})), contentType: 'application/json' };
    }
    default:
      return { mode: 'none' };
  }
}

function authOf(item: Item): ApiAuth {
  // Undefined when neither the request nor a folder above it has one, whatever the SDK's type says.
  const auth = item.getAuth() as ReturnType<Item['getAuth']> | undefined;
  if (!auth) return { type: 'none' };
  const values = auth.parameters().toObject() as Record<string, unknown>;
  const text = (key: string) => fit(values[key], 4000);
  // The SDK's definitions leave out the auth's `type`, which every auth has.
  const { type } = auth as unknown as { type: string };
  switch (type) {
    case 'bearer':
      return { type: 'bearer', token: text('token') };
    case 'basic':
      return { type: 'basic', username: fit(values.username, 200), password: text('password') };
    case 'apikey':
      return {
        type: 'apiKey',
        name: fit(values.key, 200).trim() || 'X-API-Key',
        value: text('value'),
        in: values.in === 'query' ? 'query' : 'header',
      };
    default:
      return { type: 'none' };
  }
}

/** The assertions an export of ours wrote into the item's test script; none from anyone else's scripts. */
function assertionsOf(item: Item): ApiAssertion[] {
  for (const event of item.events.all()) {
    if (event.listen !== 'test') continue;
    const exec = event.script.exec ?? [];
    const line = (Array.isArray(exec) ? exec : [exec]).find((text) => text.startsWith(ASSERTIONS_MARK));
    if (!line) continue;
    try {
      const parsed = carriedAssertions.safeParse(JSON.parse(line.slice(ASSERTIONS_MARK.length)));
      if (parsed.success) return parsed.data;
    } catch {
      return [];
    }
  }
  return [];
}

function requestOf(item: Item, folders: string[]): ImportedRequest {
  const request = item.request;
  // The address without its query, whose parameters (switched-off ones too) travel as pairs.
  const query = pairsOf(request.url.query.all());
  const url = new (postmanSdk().Url)(request.url.toString());
  url.query.clear();
  const spec = importedSpec({
    method: methodOf(request),
    url: fitUrl(url.toString()),
    query,
    headers: pairsOf(request.headers.all()),
    body: bodyOf(request),
    auth: authOf(item),
    assertions: assertionsOf(item),
  });
  return { folders, name: fitName(item.name, `${spec.method} ${spec.url}`), spec };
}

function walk(entries: readonly Entry[], folders: string[], into: ImportedRequest[]): void {
  const sdk = postmanSdk();
  for (const entry of entries) {
    if (sdk.ItemGroup.isItemGroup(entry)) {
      const group = entry as ItemGroup;
      walk(group.items.all(), [...folders, fitName(group.name, 'Folder')], into);
    } else {
      into.push(requestOf(entry as Item, folders));
    }
  }
}

/**
 * A Postman collection (v2.1, and v2.0 which the SDK reads alike), read by Postman's own SDK (issue 34): folders
 * stay folders, requests keep their method, address, query, headers, body and authentication (inherited from a
 * folder or the collection too), collection variables become an environment. Scripts are not run or kept, but
 * the assertions an export of ours carries come back.
 */
export function readPostman(document: Record<string, unknown>): ImportedCollection {
  const sdk = postmanSdk();
  let collection: InstanceType<typeof sdk.Collection>;
  try {
    collection = new sdk.Collection(document as ConstructorParameters<typeof sdk.Collection>[0]);
  } catch (error) {
    throw failure('apiImportInvalid', { reason: fit(error instanceof Error ? error.message : error, 300) });
  }
  const requests: ImportedRequest[] = [];
  walk(collection.items.all(), [], requests);
  const info = (document.info ?? {}) as { description?: string | { content?: string } };
  const description = typeof info.description === 'string' ? info.description : info.description?.content;
  return {
    name: fitName(collection.name, 'Postman'),
    description: fit(description, 2000),
    requests,
    variables: collection.variables.all().map((variable: { key: string | null; value: unknown }) => ({
      name: variable.key ?? '',
      value: fit(variable.value, 4000),
      secret: false,
    })),
  };
}
