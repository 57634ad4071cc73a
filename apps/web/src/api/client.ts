import {
  API_BASE,
  type ApiBody,
  DEFAULT_TIMEOUT_MS,
  LONG_TIMEOUT_MS,
  ResultCode,
  TRANSPORT_TOAST_MS,
} from '@questline/contract';
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { currentLocale, i18n } from '../i18n';
import { languageHeader } from '../i18n/language';
import { clearSession } from '../session/store';
import { getToken } from '../session/token';
import { feedback } from './feedback';

declare module 'axios' {
  // The per-call switches of spec points 7 and 8 travel with the request so the interceptors can read them.
  interface AxiosRequestConfig {
    /** Send no Authorization header (the calls spec point 7 marks "no token"). */
    withoutToken?: boolean;
    /** Login and registration calls: failures reject quietly, the page shows them (spec point 8). */
    authCall?: boolean;
    /** The to-do list and counts, delete-user and quit-project calls wait 200 s (spec point 7). */
    long?: boolean;
    /** The page shows a 500 itself (e.g. the module import's row errors): reject with the whole body, quietly. */
    failureBody?: boolean;
    /** The page says itself that the object does not exist (an issue opened from a link): a 404 rejects quietly. */
    ownNotFound?: boolean;
  }
}

export type CallOptions = Pick<
  AxiosRequestConfig,
  'withoutToken' | 'authCall' | 'long' | 'failureBody' | 'ownNotFound'
>;

/** Where a confirmed "sign in again" goes (spec point 8, 401). */
export const SIGN_IN_AGAIN_PATH = '/index';

/** Kept apart so tests can watch navigation without a real page load. */
export const navigation = {
  assign: (path: string): void => window.location.assign(path),
};

/** Spec point 8 "By body code", 401: only one alert at a time however many calls fail together. */
let signInAlertOpen = false;

function defaultMessage(code: number): string {
  const key = `errors:status.${String(code)}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors:status.default');
}

function isEnvelope(value: unknown): value is ApiBody<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function isBinary(config: AxiosRequestConfig): boolean {
  return config.responseType === 'blob' || config.responseType === 'arraybuffer';
}

function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const language = languageHeader(currentLocale());
  config.headers.set('language', language);
  config.headers.set('Accept-Language', language);
  const token = getToken();
  if (token && !config.withoutToken) config.headers.set('Authorization', `Bearer ${token}`);
  config.timeout = config.long ? LONG_TIMEOUT_MS : (config.timeout ?? DEFAULT_TIMEOUT_MS);
  return config;
}

async function offerSignInAgain(): Promise<void> {
  if (signInAlertOpen) return;
  signInAlertOpen = true;
  try {
    const confirmed = await feedback().confirmSignInAgain(i18n.t('errors:sessionExpired'));
    if (confirmed) {
      clearSession();
      navigation.assign(SIGN_IN_AGAIN_PATH);
    }
  } finally {
    signInAlertOpen = false;
  }
}

/** Spec point 8 "By body code": what each answer code does. */
function onAnswer(response: AxiosResponse): AxiosResponse | Promise<never> {
  const config = response.config;
  if (isBinary(config) || !isEnvelope(response.data)) return response;
  const body = response.data;
  const code: number = body.code;
  const message = body.msg || defaultMessage(code);
  if (code === ResultCode.ok || code === ResultCode.partial) return response;
  if (code === ResultCode.planLimit) return Promise.reject(body);
  if (code === ResultCode.unauthorized) {
    if (config.authCall) return Promise.reject(new Error(message));
    void offerSignInAgain();
    return Promise.reject(new Error(i18n.t('errors:invalidSession')));
  }
  if (config.authCall) return Promise.reject(new Error(message));
  if (code === ResultCode.fail && config.failureBody) return Promise.reject(body);
  if (code === ResultCode.notFound && config.ownNotFound) return Promise.reject(new Error(message));
  if (code === ResultCode.fail) feedback().toastError(message);
  else feedback().notifyError(message);
  return Promise.reject(new Error(message));
}

/** Spec point 8 "Transport errors": network, time-out and HTTP status, each a 5-second toast. */
function onTransportError(error: unknown): Promise<never> {
  if (!(error instanceof AxiosError)) return Promise.reject(error);
  let message: string;
  if (error.response) {
    const data: unknown = error.response.data;
    // Our server puts a localised explanation in the envelope even on HTTP errors (ADR 0004).
    message =
      isEnvelope(data) && data.msg ? data.msg : i18n.t('errors:transport.status', { status: error.response.status });
  } else if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    message = i18n.t('errors:transport.timeout');
  } else {
    message = i18n.t('errors:transport.network');
  }
  const config = error.config;
  if (!config?.authCall) feedback().toastError(message, TRANSPORT_TOAST_MS);
  return Promise.reject(new Error(message));
}

export const http = axios.create({ baseURL: API_BASE, timeout: DEFAULT_TIMEOUT_MS });
http.interceptors.request.use(attachHeaders);
http.interceptors.response.use(onAnswer, onTransportError);

/** GET a JSON call; resolves with the whole envelope (code 200 or 500201). */
export async function get<T>(url: string, params?: object, options: CallOptions = {}): Promise<T> {
  const response = await http.get<T>(url, { params, ...options });
  return response.data;
}

/** POST a JSON call; resolves with the whole envelope (code 200 or 500201). */
export async function post<T>(url: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const response = await http.post<T>(url, body, options);
  return response.data;
}

/** PUT a call (spec point 7 "Modules" and the settings); the body is JSON, `params` the query. */
export async function put<T>(url: string, body?: unknown, params?: object, options: CallOptions = {}): Promise<T> {
  const response = await http.put<T>(url, body, { params, ...options });
  return response.data;
}

/** DELETE a call; the object's id travels in the path. */
export async function del<T>(url: string, options: CallOptions = {}): Promise<T> {
  const response = await http.delete<T>(url, options);
  return response.data;
}

/** A file answer (e.g. GET /common/download) passes through untouched. */
export async function download(url: string, params?: object, options: CallOptions = {}): Promise<Blob> {
  const response = await http.get<Blob>(url, { params, responseType: 'blob', ...options });
  return response.data;
}
