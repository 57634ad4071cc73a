/**
 * The interface tester (issue 34, route `testing`, ADR 0122): its limits and vocabularies, shared by the server
 * that sends requests and the page that edits them. No zod here: the page's first load reads these (ADR 0091).
 */

const MB = 1024 * 1024;

/** Issue 34: a request that has not answered completely within this long is given up. */
export const API_SEND_TIMEOUT_MS = 30_000;
/** Issue 34: the server stops reading an answer past this many bytes (after decompression) and says so. */
export const API_ANSWER_MAX_BYTES = 10 * MB;
/** Redirects followed, each hop checked like the first address; one more is refused. */
export const API_REDIRECTS_MAX = 5;
/** Sent requests kept per person and project; older ones go as new ones arrive. */
export const API_HISTORY_KEEP = 200;
/** Of each answer's body, this much is kept with its history entry, for a defect filed from it later. */
export const API_HISTORY_BODY_MAX_BYTES = 32 * 1024;
/** Of the kept body, this much goes into a defect's description; the JSON attachment holds all that was kept. */
export const API_DEFECT_BODY_EXCERPT_CHARS = 2000;
/** An OpenAPI or Postman document to import. */
export const API_IMPORT_MAX_BYTES = 5 * MB;
/** Requests one collection holds (an import of more is refused whole). */
export const API_COLLECTION_REQUESTS_MAX = 500;
/** Folders nest at most this deep. */
export const API_FOLDER_DEPTH_MAX = 8;
export const API_NAME_MAX = 100;
export const API_DESCRIPTION_MAX = 2000;
export const API_URL_MAX = 2000;
/** Query parameters, headers or form fields of one request. */
export const API_PAIRS_MAX = 50;
export const API_PAIR_NAME_MAX = 200;
export const API_PAIR_VALUE_MAX = 4000;
/** A request body as typed (JSON or raw text). */
export const API_BODY_MAX_CHARS = 256 * 1024;
export const API_ASSERTIONS_MAX = 20;
export const API_ENVIRONMENTS_MAX = 20;
export const API_VARIABLES_MAX = 100;
export const API_VARIABLE_NAME_MAX = 64;
export const API_VARIABLE_VALUE_MAX = 4000;
/** Hosts, addresses or ranges a platform administrator lets the tester reach inside the network. */
export const API_ALLOWED_HOSTS_MAX = 100;
/** Requests one person may have in flight at once on one server: the tester is not a load generator. */
export const API_SENDS_IN_FLIGHT_MAX = 4;
/** Results one saved collection run may carry. */
export const API_RUN_RESULTS_MAX = API_COLLECTION_REQUESTS_MAX;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Body kinds of issue 34: none, JSON, a form (url-encoded) or raw text with a content type. */
export const BODY_MODES = ['none', 'json', 'form', 'raw'] as const;

/** Authentication kinds of issue 34. */
export const AUTH_TYPES = ['none', 'bearer', 'basic', 'apiKey'] as const;

/** Assertion kinds of issue 34: status, JSON path equals/contains, header, response time under N ms. */
export const ASSERTION_KINDS = ['status', 'jsonPath', 'header', 'responseTime'] as const;
export type AssertionKind = (typeof ASSERTION_KINDS)[number];
export const ASSERTION_OPS = ['equals', 'contains'] as const;

/** What a secret's value reads as wherever it is not shown: the page's fields, history, defects. */
export const SECRET_MASK = '******';

/** Request headers whose values are credentials: removed from every copy of a request kept or attached. */
export const CREDENTIAL_HEADERS: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
];

export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADERS.includes(name.trim().toLowerCase());
}

/** The setting of allowed hosts in the database (system_settings), over the API_TESTER_ALLOWED_HOSTS default. */
export const API_ALLOWED_HOSTS_SETTING = 'apiTesting.allowedHosts';

/**
 * An entry of the allowed hosts: a host name (`intranet.example`, `*.corp.example` for its subdomains), an IPv4 or
 * IPv6 address, or a range in CIDR notation (`10.1.0.0/16`). The server checks addresses and ranges exactly.
 */
export function isAllowedHostEntry(entry: string): boolean {
  if (entry.length === 0 || entry.length > 255) return false;
  if (/^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(entry)) return true;
  return /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(entry);
}
