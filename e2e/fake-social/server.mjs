/**
 * A stand-in for the WeChat and QQ OAuth servers, speaking the parts of their documented
 * authorisation-code protocols that Questline uses, so tests and journeys never contact a real
 * provider. The person who "authorises" is whoever is typed into the page (default alice); their
 * nickname is that identity and their openid is derived from it, so the same identity is the same
 * social account every time. Plain Node, no dependencies: run it directly or import startFakeSocial.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const newSecret = (prefix) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Every account's picture: one blue pixel, enough for the pages that show a bound account's picture. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwCboGAAIaAV1VfBfKAAAAAElFTkSuQmCC',
  'base64',
);

function sendJson(response, body) {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function sendText(response, status, text, type = 'text/plain; charset=utf-8') {
  response.writeHead(status, { 'content-type': type });
  response.end(text);
}

function authorizePage({ provider, clientId, redirectUri, state }) {
  const hidden = { provider, client_id: clientId, redirect_uri: redirectUri, state };
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const title = provider === 'weichat' ? 'Fake WeChat' : 'Fake QQ';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>
<h1>${title}</h1><p>Application ${escapeHtml(clientId)} asks to sign you in.</p>
<form method="get" action="/fake/approve">${fields}
<label>Identity <input name="identity" value="alice"></label>
<button type="submit">Authorize</button></form></body></html>`;
}

export async function startFakeSocial({ port = 0, host = '127.0.0.1' } = {}) {
  /** code -> who authorised which app for which redirect_uri; each code works once. */
  const codes = new Map();
  /** access token -> who it belongs to. */
  const tokens = new Map();
  const received = [];
  let url = '';

  const openIdOf = (provider, identity) => `${provider === 'weichat' ? 'wx' : 'qq'}_${identity}`;
  const avatarOf = (identity) => `${url}/avatar/${encodeURIComponent(identity)}.png`;

  const routes = {
    '/connect/qrconnect': (query, response) => {
      const appId = query.get('appid') ?? '';
      const redirectUri = query.get('redirect_uri') ?? '';
      if (!appId || !redirectUri || query.get('response_type') !== 'code' || query.get('scope') !== 'snsapi_login') {
        return sendText(response, 400, 'invalid request: appid, redirect_uri, response_type=code, scope=snsapi_login');
      }
      received.push({ endpoint: 'authorize', provider: 'weichat', appId });
      const page = authorizePage({
        provider: 'weichat',
        clientId: appId,
        redirectUri,
        state: query.get('state') ?? '',
      });
      return sendText(response, 200, page, 'text/html; charset=utf-8');
    },
    '/oauth2.0/authorize': (query, response) => {
      const clientId = query.get('client_id') ?? '';
      const redirectUri = query.get('redirect_uri') ?? '';
      if (!clientId || !redirectUri || query.get('response_type') !== 'code') {
        return sendText(response, 400, 'invalid request: client_id, redirect_uri, response_type=code');
      }
      received.push({ endpoint: 'authorize', provider: 'qq', appId: clientId });
      const page = authorizePage({ provider: 'qq', clientId, redirectUri, state: query.get('state') ?? '' });
      return sendText(response, 200, page, 'text/html; charset=utf-8');
    },
    '/fake/approve': (query, response) => {
      const provider = query.get('provider');
      const redirectUri = query.get('redirect_uri') ?? '';
      const identity = (query.get('identity') ?? '').trim() || 'alice';
      if ((provider !== 'weichat' && provider !== 'qq') || !redirectUri) {
        return sendText(response, 400, 'invalid approval');
      }
      const code = newSecret('code_');
      codes.set(code, { provider, clientId: query.get('client_id') ?? '', redirectUri, identity });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      const state = query.get('state');
      if (state) target.searchParams.set('state', state);
      response.writeHead(302, { location: target.toString() });
      return response.end();
    },
    '/sns/oauth2/access_token': (query, response) => {
      const appId = query.get('appid') ?? '';
      const secret = query.get('secret') ?? '';
      received.push({ endpoint: 'token', provider: 'weichat', appId, secret });
      if (!appId || !secret) return sendJson(response, { errcode: 41004, errmsg: 'appsecret missing' });
      if (query.get('grant_type') !== 'authorization_code') {
        return sendJson(response, { errcode: 40002, errmsg: 'invalid grant_type' });
      }
      const grant = codes.get(query.get('code') ?? '');
      if (!grant || grant.provider !== 'weichat' || grant.clientId !== appId) {
        return sendJson(response, { errcode: 40029, errmsg: 'invalid code' });
      }
      codes.delete(query.get('code'));
      const accessToken = newSecret('wxtoken_');
      tokens.set(accessToken, grant);
      return sendJson(response, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: newSecret('wxrefresh_'),
        openid: openIdOf('weichat', grant.identity),
        scope: 'snsapi_login',
        unionid: `union_${grant.identity}`,
      });
    },
    '/sns/userinfo': (query, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      if (!grant || grant.provider !== 'weichat' || query.get('openid') !== openIdOf('weichat', grant.identity)) {
        return sendJson(response, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid' });
      }
      return sendJson(response, {
        openid: openIdOf('weichat', grant.identity),
        nickname: grant.identity,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: avatarOf(grant.identity),
        privilege: [],
        unionid: `union_${grant.identity}`,
      });
    },
    '/oauth2.0/token': (query, response) => {
      const clientId = query.get('client_id') ?? '';
      const secret = query.get('client_secret') ?? '';
      received.push({ endpoint: 'token', provider: 'qq', appId: clientId, secret });
      const grant = codes.get(query.get('code') ?? '');
      const valid =
        clientId &&
        secret &&
        query.get('grant_type') === 'authorization_code' &&
        grant?.provider === 'qq' &&
        grant.clientId === clientId &&
        grant.redirectUri === query.get('redirect_uri');
      if (!valid) return sendJson(response, { error: 100019, error_description: 'code to access token error' });
      codes.delete(query.get('code'));
      const accessToken = newSecret('qqtoken_');
      tokens.set(accessToken, grant);
      const answer = { access_token: accessToken, expires_in: 7776000, refresh_token: newSecret('qqrefresh_') };
      if (query.get('fmt') === 'json') return sendJson(response, answer);
      return sendText(
        response,
        200,
        new URLSearchParams(Object.entries(answer).map(([k, v]) => [k, String(v)])).toString(),
      );
    },
    '/oauth2.0/me': (query, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      const answer =
        grant?.provider === 'qq'
          ? { client_id: grant.clientId, openid: openIdOf('qq', grant.identity) }
          : { error: 100016, error_description: 'access token check failed' };
      if (query.get('fmt') === 'json') return sendJson(response, answer);
      return sendText(response, 200, `callback( ${JSON.stringify(answer)} );`);
    },
    '/user/get_user_info': (query, response) => {
      const grant = tokens.get(query.get('access_token') ?? '');
      received.push({ endpoint: 'userinfo', provider: 'qq', appId: query.get('oauth_consumer_key') ?? '' });
      if (
        grant?.provider !== 'qq' ||
        query.get('oauth_consumer_key') !== grant.clientId ||
        query.get('openid') !== openIdOf('qq', grant.identity)
      ) {
        return sendJson(response, { ret: 100016, msg: 'access token check failed' });
      }
      return sendJson(response, {
        ret: 0,
        msg: '',
        nickname: grant.identity,
        gender: '',
        figureurl_qq_1: avatarOf(grant.identity),
        figureurl_qq_2: avatarOf(grant.identity),
      });
    },
  };

  const server = http.createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake.local');
    if (request.method === 'GET' && /^\/avatar\/[^/]+\.png$/.test(requestUrl.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(PICTURE);
    }
    const route = request.method === 'GET' ? routes[requestUrl.pathname] : undefined;
    if (!route) return sendText(response, 404, 'not found');
    return route(requestUrl.searchParams, response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  url = `http://${host}:${address.port}`;
  return {
    url,
    received,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeSocial({ port: Number(process.env.FAKE_SOCIAL_PORT ?? 0) });
  console.log(`fake social provider listening on ${fake.url}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
