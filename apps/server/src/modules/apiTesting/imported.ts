import {
  API_ASSERTIONS_MAX,
  API_BODY_MAX_CHARS,
  API_NAME_MAX,
  API_PAIRS_MAX,
  API_PAIR_NAME_MAX,
  API_PAIR_VALUE_MAX,
  API_URL_MAX,
  API_VARIABLES_MAX,
  API_VARIABLE_VALUE_MAX,
  type ApiPair,
  type ApiRequestSpec,
  VARIABLE_NAME,
  apiRequestSpec,
  withoutControlCharacters,
} from '@questline/contract';
import { failure } from '../../http/errors';

/** What an OpenAPI document or a Postman collection becomes (issue 34), before it is stored. */
export interface ImportedRequest {
  /** The folders it sits in, outermost first. */
  folders: string[];
  name: string;
  spec: ApiRequestSpec;
}

export interface ImportedVariable {
  name: string;
  value: string;
  secret: boolean;
}

export interface ImportedCollection {
  name: string;
  description: string;
  requests: ImportedRequest[];
  variables: ImportedVariable[];
}

/** A text read from a file, fitted to a limit: control characters go, the rest is cut. */
export function fit(text: unknown, max: number): string {
  const value = typeof text === 'string' ? text : text === undefined || text === null ? '' : String(text);
  return Array.from(withoutControlCharacters(value)).slice(0, max).join('');
}

export function fitName(text: unknown, fallback: string): string {
  return fit(text, API_NAME_MAX).trim() || fallback;
}

export function fitPairs(list: readonly { name: unknown; value: unknown; enabled?: boolean }[]): ApiPair[] {
  return list.slice(0, API_PAIRS_MAX).map((pair) => ({
    name: fit(pair.name, API_PAIR_NAME_MAX),
    value: fit(pair.value, API_PAIR_VALUE_MAX),
    enabled: pair.enabled ?? true,
  }));
}

export const fitBody = (text: unknown) => fit(text, API_BODY_MAX_CHARS);
export const fitUrl = (text: unknown) => fit(text, API_URL_MAX).trim();

/** The request as the tester stores it; one the document makes that still breaks a rule refuses the import. */
export function importedSpec(spec: ApiRequestSpec): ApiRequestSpec {
  const parsed = apiRequestSpec.safeParse({ ...spec, assertions: spec.assertions.slice(0, API_ASSERTIONS_MAX) });
  if (!parsed.success) throw failure('apiImportInvalid', { reason: parsed.error.issues[0]?.path.join('.') ?? '' });
  return parsed.data;
}

/** Variables with usable names, each once, within the limits. */
export function fitVariables(list: readonly ImportedVariable[]): ImportedVariable[] {
  const seen = new Set<string>();
  const kept: ImportedVariable[] = [];
  for (const variable of list) {
    if (!VARIABLE_NAME.test(variable.name) || seen.has(variable.name)) continue;
    seen.add(variable.name);
    kept.push({ ...variable, value: fit(variable.value, API_VARIABLE_VALUE_MAX) });
  }
  return kept.slice(0, API_VARIABLES_MAX);
}
