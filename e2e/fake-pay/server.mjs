/**
 * A stand-in for Alipay's openapi gateway (computer-website payment, alipay.trade.page.pay) and WeChat Pay
 * API v3 (Native payment), with key pairs of its own made at start, so tests and journeys never contact a
 * real gateway while the product's adapters still sign, call and verify over HTTP. The cashier page has a
 * Pay button that sends the signed asynchronous notification to the order's notify_url and then the
 * browser back to return_url; a WeChat order is "scanned and paid" by POST /fake/wechat/pay. Plain Node,
 * no dependencies: run it directly (FAKE_PAY_PORT) or import startFakePay.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const ALIPAY_APP_ID = '2021000000000001';
const WECHAT_APP_ID = 'wx0fakepay00000001';
const WECHAT_MCH_ID = '1900000001';
const WECHAT_MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7200000001';
const WECHAT_PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000000000000001';

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const newId = (prefix) => `${prefix}${randomBytes(8).toString('hex')}`;

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Alipay's sign content: non-empty parameters but the omitted ones, sorted by name, raw `k=v` joined by `&`. */
function alipayContent(params, omit) {
  return Object.keys(params)
    .filter((name) => !omit.includes(name) && params[name] !== '' && params[name] !== undefined)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

const rsaSign = (text, key) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
function rsaVerify(text, key, signature) {
  try {
    return createVerify('RSA-SHA256').update(text, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

const fenOf = (text) => Math.round(Number(text) * 100);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response, status, body, type = 'application/json; charset=utf-8', headers = {}) {
  response.writeHead(status, { 'content-type': type, ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export async function startFakePay({ port = 0, host = '127.0.0.1' } = {}) {
  const alipayApp = keyPair();
  const alipayPlatform = keyPair();
  const wechatMerchant = keyPair();
  const wechatPlatform = keyPair();
  const apiV3Key = randomBytes(16).toString('hex');
  /** out_trade_no -> the page pay request Alipay's cashier showed. */
  const alipayTrades = new Map();
  /** out_trade_no -> the Native order WeChat Pay took. */
  const wechatOrders = new Map();
  /** Every call the fake received and every notification it sent, oldest first. */
  const received = [];
  const notified = [];
  let url = '';

  /** An asynchronous notification as Alipay signs it; `fields` override or add to the defaults. */
  function alipayNotification(fields) {
    const params = {
      notify_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
      notify_type: 'trade_status_sync',
      notify_id: newId('ntf'),
      app_id: ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: newId('2026'),
      trade_status: 'TRADE_SUCCESS',
      seller_id: '2088000000000001',
      ...fields,
    };
    params.sign = rsaSign(alipayContent(params, ['sign', 'sign_type']), alipayPlatform.privateKey);
    return new URLSearchParams(params);
  }

  /** A v3 notification: the transaction sealed with the APIv3 key, the body signed with the platform key. */
  function wechatNotification(transaction, { eventType = 'TRANSACTION.SUCCESS' } = {}) {
    const nonce = randomBytes(6).toString('hex');
    const associatedData = 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const sealed = Buffer.concat([
      cipher.update(JSON.stringify(transaction), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const body = JSON.stringify({
      id: newId('evt-'),
      create_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        associated_data: associatedData,
        nonce,
      },
    });
    return { headers: platformHeaders(body), body };
  }

  function platformHeaders(body) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': WECHAT_PLATFORM_SERIAL,
      'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, wechatPlatform.privateKey),
    };
  }

  async function deliver(gateway, notifyUrl, init) {
    const response = await fetch(notifyUrl, { method: 'POST', ...init });
    const answer = { gateway, notifyUrl, status: response.status, text: await response.text() };
    notified.push(answer);
    return answer;
  }

  /** The buyer "scans and pays" a Native order: WeChat Pay notifies the merchant. */
  async function payWechat(outTradeNo) {
    const order = wechatOrders.get(outTradeNo);
    if (!order) throw new Error(`no WeChat Pay order ${outTradeNo}`);
    const { headers, body } = wechatNotification({
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: outTradeNo,
      transaction_id: newId('4200'),
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
      payer: { openid: 'o-fake-payer' },
      amount: { total: order.amount.total, payer_total: order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
    });
    return deliver('wechat', order.notify_url, { headers, body });
  }

  function cashier(query, response) {
    const params = Object.fromEntries(query.entries());
    const authentic =
      params.app_id === ALIPAY_APP_ID &&
      params.sign_type === 'RSA2' &&
      rsaVerify(alipayContent(params, ['sign']), alipayApp.publicKey, params.sign ?? '');
    received.push({ endpoint: 'alipay.trade.page.pay', method: params.method, authentic });
    if (!authentic || params.method !== 'alipay.trade.page.pay') {
      return send(
        response,
        400,
        page('Fake Alipay', '<p role="alert">invalid-signature</p>'),
        'text/html; charset=utf-8',
      );
    }
    const biz = JSON.parse(params.biz_content ?? '{}');
    alipayTrades.set(biz.out_trade_no, {
      notifyUrl: params.notify_url,
      returnUrl: params.return_url,
      totalAmount: biz.total_amount,
      subject: biz.subject,
    });
    const body = `<p>${escapeHtml(biz.subject)}</p><p>Amount: <strong>¥${escapeHtml(biz.total_amount)}</strong></p>
<form method="post" action="/fake/alipay/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(biz.out_trade_no)}">
<button type="submit">Pay</button></form>`;
    return send(response, 200, page('Fake Alipay cashier', body), 'text/html; charset=utf-8');
  }

  async function alipayPay(form, response) {
    const outTradeNo = form.get('out_trade_no') ?? '';
    const trade = alipayTrades.get(outTradeNo);
    if (!trade) return send(response, 404, page('Fake Alipay', '<p>unknown trade</p>'), 'text/html; charset=utf-8');
    const tradeNo = newId('2026');
    const notification = alipayNotification({
      out_trade_no: outTradeNo,
      trade_no: tradeNo,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_payment: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
    await deliver('alipay', trade.notifyUrl, {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: notification.toString(),
    });
    // The synchronous return: signed too, though a careful merchant trusts only the notification.
    const back = new URL(trade.returnUrl);
    const sync = {
      app_id: ALIPAY_APP_ID,
      method: 'alipay.trade.page.pay.return',
      charset: 'utf-8',
      out_trade_no: outTradeNo,
      trade_no: tradeNo,
      total_amount: trade.totalAmount,
      timestamp: new Date().toISOString().slice(0, 19).replace('T', ' '),
      sign_type: 'RSA2',
    };
    sync.sign = rsaSign(alipayContent(sync, ['sign', 'sign_type']), alipayPlatform.privateKey);
    for (const [name, value] of Object.entries(sync)) back.searchParams.set(name, value);
    response.writeHead(302, { location: back.toString() });
    return response.end();
  }

  function nativeOrder(request, body, response) {
    const authorization = String(request.headers.authorization ?? '');
    const field = (name) => new RegExp(`${name}="([^"]*)"`).exec(authorization)?.[1] ?? '';
    const message = `POST\n${request.url}\n${field('timestamp')}\n${field('nonce_str')}\n${body}\n`;
    const authentic =
      authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      field('mchid') === WECHAT_MCH_ID &&
      field('serial_no') === WECHAT_MERCHANT_SERIAL &&
      rsaVerify(message, wechatMerchant.publicKey, field('signature'));
    received.push({ endpoint: 'v3/pay/transactions/native', authentic });
    if (!authentic) return send(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    const order = JSON.parse(body);
    if (order.appid !== WECHAT_APP_ID || order.mchid !== WECHAT_MCH_ID || !order.out_trade_no || !order.amount?.total) {
      return send(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    const known = wechatOrders.get(order.out_trade_no);
    const codeUrl = known?.codeUrl ?? `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`;
    wechatOrders.set(order.out_trade_no, { ...order, codeUrl });
    const answer = JSON.stringify({ code_url: codeUrl });
    return send(response, 200, answer, 'application/json', platformHeaders(answer));
  }

  const server = http.createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://fake');
    readBody(request)
      .then(async (body) => {
        if (request.method === 'GET' && address.pathname === '/gateway.do')
          return cashier(address.searchParams, response);
        if (request.method === 'POST' && address.pathname === '/fake/alipay/pay') {
          return alipayPay(new URLSearchParams(body), response);
        }
        if (request.method === 'POST' && address.pathname === '/v3/pay/transactions/native') {
          return nativeOrder(request, body, response);
        }
        if (request.method === 'POST' && address.pathname === '/fake/wechat/pay') {
          const outTradeNo = new URLSearchParams(body).get('out_trade_no') ?? '';
          if (!wechatOrders.has(outTradeNo)) return send(response, 404, { message: 'unknown order' });
          return send(response, 200, await payWechat(outTradeNo));
        }
        if (request.method === 'GET' && address.pathname === '/fake/received')
          return send(response, 200, { received, notified });
        return send(response, 404, { message: 'not found' });
      })
      .catch((error) => send(response, 500, { message: String(error) }));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  url = `http://${host}:${server.address().port}`;

  return {
    url,
    received,
    notified,
    alipayAppId: ALIPAY_APP_ID,
    wechat: { appId: WECHAT_APP_ID, mchId: WECHAT_MCH_ID },
    /** The product's ALIPAY_* and WECHAT_PAY_* settings for talking to this fake (README "Configuration"). */
    environment() {
      return {
        ALIPAY_APP_ID,
        ALIPAY_PRIVATE_KEY: alipayApp.privatePem,
        ALIPAY_PUBLIC_KEY: alipayPlatform.publicPem,
        ALIPAY_GATEWAY_URL: `${url}/gateway.do`,
        WECHAT_PAY_APP_ID: WECHAT_APP_ID,
        WECHAT_PAY_MCH_ID: WECHAT_MCH_ID,
        WECHAT_PAY_SERIAL_NO: WECHAT_MERCHANT_SERIAL,
        WECHAT_PAY_PRIVATE_KEY: wechatMerchant.privatePem,
        WECHAT_PAY_PLATFORM_PUBLIC_KEY: wechatPlatform.publicPem,
        WECHAT_PAY_API_V3_KEY: apiV3Key,
        WECHAT_PAY_BASE_URL: url,
      };
    },
    alipayNotification,
    wechatNotification,
    payWechat,
    /** What Alipay's cashier was asked to charge for an order, in fen (undefined: never shown). */
    alipayAmountFen: (outTradeNo) => {
      const trade = alipayTrades.get(outTradeNo);
      return trade ? fenOf(trade.totalAmount) : undefined;
    },
    wechatOrder: (outTradeNo) => wechatOrders.get(outTradeNo),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakePay({ port: Number(process.env.FAKE_PAY_PORT ?? 0) });
  console.log(`fake Alipay and WeChat Pay on ${fake.url}; what it saw at ${fake.url}/fake/received`);
}
