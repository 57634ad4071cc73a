import type { ApiAssertion, ApiAuth, ApiRequestSpec, HttpMethod } from '@questline/contract';
import type SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { failure } from '../../http/errors';
import { lazyPackage } from '../../lazyPackage';
import {
  type ImportedCollection,
  type ImportedRequest,
  type ImportedVariable,
  fit,
  fitBody,
  fitName,
  fitPairs,
  fitUrl,
  importedSpec,
} from './imported';

/** The parser and its JSON schema validator load with the first import (build.mjs keeps them out of the bundle). */
const swaggerParser = lazyPackage<typeof SwaggerParser>('@apidevtools/swagger-parser');

type Doc = OpenAPIV3.Document;
type Operation = OpenAPIV3.OperationObject;
type Parameter = OpenAPIV3.ParameterObject;
type Schema = OpenAPIV3.SchemaObject;

const METHODS: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'];
const SAMPLE_DEPTH = 6;

/** A value in the shape of a schema, from its examples and defaults: what a request body starts from. */
function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > SAMPLE_DEPTH) return null;
  if (schema.example !== undefined) return schema.example as unknown;
  if (schema.default !== undefined) return schema.default as unknown;
  if (schema.enum?.length) return schema.enum[0] as unknown;
  const first = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (first) return sample(first as Schema, depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      return Object.fromEntries(properties.map(([name, value]) => [name, sample(value as Schema, depth + 1)]));
    }
    case 'array':
      return [sample((schema as OpenAPIV3.ArraySchemaObject).items as Schema, depth + 1)];
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2030-01-01T00:00:00Z' : schema.format === 'date' ? '2030-01-01' : '';
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, depth) : null;
  }
}

function parameterValue(parameter: Parameter): string {
  const value =
    parameter.example ?? (parameter.schema as Schema | undefined)?.example ?? sample(parameter.schema as Schema);
  return value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

function mediaExample(media: OpenAPIV3.MediaTypeObject): unknown {
  if (media.example !== undefined) return media.example as unknown;
  const first = Object.values(media.examples ?? {})[0] as OpenAPIV3.ExampleObject | undefined;
  return first?.value !== undefined ? (first.value as unknown) : sample(media.schema as Schema);
}

function bodyOf(operation: Operation): { body: ApiRequestSpec['body']; type: string | null } {
  const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
  const types = Object.keys(content);
  const json = types.find((type) => /^application\/([\w.+-]*\+)?json/i.test(type));
  if (json) {
    const example = mediaExample(content[json] as OpenAPIV3.MediaTypeObject);
    return { body: { mode: 'json', text: fitBody(JSON.stringify(example ?? {}, null, 2)) }, type: null };
  }
  const form = types.find((type) => type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data');
  if (form) {
    const schema = (content[form] as OpenAPIV3.MediaTypeObject).schema as Schema | undefined;
    const fields = Object.entries(schema?.properties ?? {}).map(([name, property]) => {
      const value = sample(property as Schema);
      return { name, value: value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value) };
    });
    return { body: { mode: 'form', fields: fitPairs(fields) }, type: null };
  }
  const [other] = types;
  if (!other) return { body: { mode: 'none' }, type: null };
  const example = mediaExample(content[other] as OpenAPIV3.MediaTypeObject);
  const text = typeof example === 'string' ? example : example === null ? '' : JSON.stringify(example);
  return { body: { mode: 'raw', text: fitBody(text), contentType: fit(other, 200) }, type: other };
}

/** The first security scheme the operation names, as the tester's authentication with a variable for its secret. */
function authOf(doc: Doc, operation: Operation, variables: ImportedVariable[], secrets: boolean): ApiAuth {
  const requirement = (operation.security ?? doc.security ?? [])[0];
  const name = requirement ? Object.keys(requirement)[0] : undefined;
  const scheme = name
    ? (doc.components?.securitySchemes?.[name] as OpenAPIV3.SecuritySchemeObject | undefined)
    : undefined;
  const variable = (key: string, secret: boolean) => {
    if (!variables.some((known) => known.name === key))
      variables.push({ name: key, value: '', secret: secret && secrets });
    return `{{${key}}}`;
  };
  if (scheme?.type === 'http' && scheme.scheme.toLowerCase() === 'bearer') {
    return { type: 'bearer', token: variable('token', true) };
  }
  if (scheme?.type === 'http' && scheme.scheme.toLowerCase() === 'basic') {
    return { type: 'basic', username: variable('username', false), password: variable('password', true) };
  }
  if (scheme?.type === 'apiKey' && (scheme.in === 'header' || scheme.in === 'query')) {
    return { type: 'apiKey', name: fit(scheme.name, 200), value: variable('apiKey', true), in: scheme.in };
  }
  return { type: 'none' };
}

/** A status assertion from the first success the operation documents. */
function assertionsOf(operation: Operation): ApiAssertion[] {
  const success = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
  return success ? [{ kind: 'status', expected: Number(success) }] : [];
}

function serverUrl(doc: Doc): string {
  const server = doc.servers?.[0];
  if (!server) return '';
  return server.url.replace(/\{(\w+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole);
}

function operationRequest(
  doc: Doc,
  path: string,
  method: HttpMethod,
  operation: Operation,
  shared: { parameters: Parameter[]; variables: ImportedVariable[]; secrets: boolean },
): ImportedRequest {
  const parameters = new Map<string, Parameter>();
  for (const parameter of [...shared.parameters, ...((operation.parameters ?? []) as Parameter[])]) {
    parameters.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const pairsIn = (place: string) =>
    fitPairs(
      [...parameters.values()]
        .filter((parameter) => parameter.in === place)
        .map((parameter) => ({
          name: parameter.name,
          value: parameterValue(parameter),
          enabled: parameter.required === true,
        })),
    );
  for (const parameter of parameters.values()) {
    if (parameter.in === 'path' && !shared.variables.some((known) => known.name === parameter.name)) {
      shared.variables.push({ name: parameter.name, value: parameterValue(parameter), secret: false });
    }
  }
  const { body } = bodyOf(operation);
  const spec = importedSpec({
    method,
    url: fitUrl(`{{baseUrl}}${path.replace(/\{([^}]+)\}/g, '{{$1}}')}`),
    query: pairsIn('query'),
    headers: pairsIn('header'),
    body,
    auth: authOf(doc, operation, shared.variables, shared.secrets),
    assertions: assertionsOf(operation),
  });
  const tag = operation.tags?.[0];
  return {
    folders: tag ? [fitName(tag, 'API')] : [],
    name: fitName(operation.summary ?? operation.operationId, fitName(`${method} ${path}`, method)),
    spec,
  };
}

/**
 * An OpenAPI 3 document (issue 34), read by swagger-parser, which checks it against the OpenAPI schema and
 * resolves its $refs. It resolves none outside the document: a $ref to a URL or a file would otherwise make the
 * server fetch or read it. Each operation becomes a request in the folder of its first tag, against
 * `{{baseUrl}}` (the first server) with path parameters as variables, its example body and a status assertion.
 */
export async function readOpenApi(document: object, secrets: boolean): Promise<ImportedCollection> {
  let doc: Doc;
  try {
    // Circular schemas become circular objects; sample() stops at SAMPLE_DEPTH.
    doc = (await swaggerParser().validate(structuredClone(document) as Doc, { resolve: { external: false } })) as Doc;
  } catch (error) {
    throw failure('apiImportInvalid', { reason: fit(error instanceof Error ? error.message : error, 300) });
  }
  const variables: ImportedVariable[] = [{ name: 'baseUrl', value: serverUrl(doc), secret: false }];
  const requests: ImportedRequest[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!item) continue;
    const shared = { parameters: (item.parameters ?? []) as Parameter[], variables, secrets };
    for (const method of METHODS) {
      const operation = item[method.toLowerCase() as OpenAPIV3.HttpMethods];
      if (operation) requests.push(operationRequest(doc, path, method, operation, shared));
    }
  }
  return {
    name: fitName(doc.info.title, 'OpenAPI'),
    description: fit(doc.info.description, 2000),
    requests,
    variables,
  };
}
