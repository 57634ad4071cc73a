/**
 * A stand-in for the SMS vendors Questline can text through (README "Configuration", SMS_PROVIDER): Aliyun's
 * SendSms (2017-05-25), Tencent Cloud's SendSms (2021-01-11) and a webhook gateway that checks the
 * HMAC-SHA256 signature. It answers the way each vendor does and keeps what it received, so tests and
 * journeys read codes here instead of from a log and no test contacts a real vendor. Plain Node, no
 * dependencies: run it directly (FAKE_SMS_PORT, FAKE_SMS_WEBHOOK_SECRET) or import startFakeSms.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const newId = (prefix) => `${prefix}${randomBytes(8).toString('hex')}`;

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** The access key id or secret id of an ACS3 / TC3 Authorization header: `Credential=<id>[/scope]`. */
function credentialOf(authorization = '') {
  return /Credential=([^/,\s]+)/.exec(authorization)?.[1] ?? '';
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function signatureMatches(body, header, secret) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(String(header ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startFakeSms({ port = 0, host = '127.0.0.1', webhookSecret = '' } = {}) {
  /** Every message as the vendor saw it, oldest first. */
  const received = [];
  /** What to do with the next request: undefined (accept), { hang: true } or a refusal. */
  let next;
  const hanging = new Set();

  function aliyun(request, url, response) {
    const query = url.searchParams;
    const message = {
      vendor: 'aliyun',
      credential: credentialOf(request.headers.authorization),
      phone: query.get('PhoneNumbers') ?? '',
      signName: query.get('SignName') ?? '',
      template: query.get('TemplateCode') ?? '',
      params: parseJson(query.get('TemplateParam') ?? '') ?? {},
    };
    message.code = String(Object.values(message.params)[0] ?? '');
    const refusal = next;
    next = undefined;
    received.push({ ...message, accepted: !refusal });
    const requestId = newId('aliyun-request-');
    // Aliyun refuses a message with HTTP 200 and its code in the body, and a request (keys) with HTTP 4xx.
    if (refusal) {
      return sendJson(response, refusal.httpStatus ?? 200, {
        Code: refusal.code,
        Message: refusal.message,
        RequestId: requestId,
      });
    }
    return sendJson(response, 200, { Code: 'OK', Message: 'OK', BizId: newId('biz-'), RequestId: requestId });
  }

  function tencent(request, body, response) {
    const payload = parseJson(body) ?? {};
    const message = {
      vendor: 'tencent',
      credential: credentialOf(request.headers.authorization),
      region: request.headers['x-tc-region'] ?? '',
      sdkAppId: payload.SmsSdkAppId ?? '',
      phone: payload.PhoneNumberSet?.[0] ?? '',
      signName: payload.SignName ?? '',
      template: payload.TemplateId ?? '',
      params: payload.TemplateParamSet ?? [],
    };
    message.code = String(message.params[0] ?? '');
    const refusal = next;
    next = undefined;
    received.push({ ...message, accepted: !refusal });
    const RequestId = newId('tencent-request-');
    // Tencent refuses a request (keys, sign) with Response.Error, and a number in its SendStatus.
    if (refusal?.form === 'error') {
      return sendJson(response, 200, {
        Response: { Error: { Code: refusal.code, Message: refusal.message }, RequestId },
      });
    }
    const status = refusal
      ? { SerialNo: '', Code: refusal.code, Message: refusal.message, Fee: 0 }
      : { SerialNo: newId('serial-'), Code: 'Ok', Message: 'send success', Fee: 1 };
    return sendJson(response, 200, {
      Response: {
        SendStatusSet: [{ PhoneNumber: message.phone, SessionContext: '', IsoCode: 'CN', ...status }],
        RequestId,
      },
    });
  }

  function webhook(request, body, response) {
    const payload = parseJson(body) ?? {};
    const signatureValid = signatureMatches(body, request.headers['x-questline-signature'], webhookSecret);
    const refusal = next;
    next = undefined;
    received.push({
      vendor: 'webhook',
      phone: String(payload.phone ?? ''),
      code: String(payload.code ?? ''),
      scene: payload.scene,
      locale: payload.locale,
      signatureValid,
      accepted: signatureValid && !refusal,
    });
    if (!signatureValid) return sendJson(response, 401, { code: 'bad_signature', message: 'signature mismatch' });
    if (refusal) return sendJson(response, refusal.httpStatus ?? 502, { code: refusal.code, message: refusal.message });
    return sendJson(response, 200, { messageId: newId('hook-') });
  }

  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://fake-sms');
      if (request.method === 'GET' && url.pathname === '/fake/messages') return sendJson(response, 200, received);
      if (request.method !== 'POST') return sendJson(response, 405, { message: 'POST only' });
      // A vendor that never answers: the server's time-out is what ends the request.
      if (next?.hang) {
        next = undefined;
        hanging.add(response);
        return undefined;
      }
      if (request.headers['x-acs-action'] === 'SendSms') return aliyun(request, url, response);
      if (request.headers['x-tc-action'] === 'SendSms') return tencent(request, body, response);
      if (url.pathname === '/webhook') return webhook(request, body, response);
      return sendJson(response, 404, { message: `unknown call ${url.pathname}` });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${address.port}`;

  return {
    url,
    webhookUrl: `${url}/webhook`,
    received,
    refuseNext(refusal) {
      next = refusal;
    },
    hangNext() {
      next = { hang: true };
    },
    /** The newest accepted code sent to an 11-digit phone, whatever the vendor's number format. */
    lastCode(phone) {
      const found = received.filter((message) => message.accepted && message.phone.endsWith(phone)).at(-1);
      return found?.code;
    },
    close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeSms({
    port: Number(process.env.FAKE_SMS_PORT ?? 0),
    webhookSecret: process.env.FAKE_SMS_WEBHOOK_SECRET ?? '',
  });
  console.log(`fake SMS vendors on ${fake.url} (webhook ${fake.webhookUrl}); messages at ${fake.url}/fake/messages`);
}
