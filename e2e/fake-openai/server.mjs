/**
 * A stand-in for an OpenAI-compatible endpoint (README "Configuration", AI_BASE_URL): GET /v1/models, POST
 * /v1/chat/completions (streamed as server-sent events or answered whole, with the usage reported) and POST
 * /v1/images/generations (PNG pictures as b64_json, or as addresses it serves itself). It checks the bearer key and
 * keeps what it received, so tests and journeys never reach a real AI service. Words in the prompt steer it:
 *
 *   [cut]    the stream stops halfway: the connection is closed with neither the end nor the usage sent
 *   [hold]   the stream sends half its answer, then waits for POST /fake/release (or release()) before the rest
 *   [stall]  the stream sends its first line, then nothing until the caller gives up
 *   [big]    the usage reports 2,000 more prompt tokens than it counted
 *   [fail]   the endpoint refuses the request with its own error (500 for chat, 400 for images)
 *   [url]    pictures come as addresses to fetch instead of b64_json
 *   [notpng] the "picture" is text
 *
 * Plain Node, no dependencies: run it directly (FAKE_OPENAI_PORT, FAKE_OPENAI_KEY) or import startFakeOpenai.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const MODELS = ['fake-chat', 'fake-chat-large', 'fake-image'];

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function refuse(response, status, message, code) {
  sendJson(response, status, { error: { message, type: 'invalid_request_error', code } });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A PNG of `size` pixels a side in two shades of one colour, a checkerboard of 16-pixel squares. */
function picture(size, [red, green, blue]) {
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const light = ((x >> 4) + (y >> 4)) % 2 === 0;
      const at = y * row + 1 + x * 3;
      raw[at] = light ? Math.min(255, red + 60) : red;
      raw[at + 1] = light ? Math.min(255, green + 60) : green;
      raw[at + 2] = light ? Math.min(255, blue + 60) : blue;
    }
  }
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A colour of the prompt's own, so different prompts draw different pictures. */
function colourOf(text, index) {
  let hash = index * 7919;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return [hash & 0x7f, (hash >> 8) & 0x7f, (hash >> 16) & 0x7f];
}

/** The answer's pieces as the stream sends them, one word each. */
function answerWords(prompt) {
  const topic = prompt
    .replace(/\[\w+\]/g, '')
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .join(' ');
  const text =
    `About "${topic}": first write down the steps that lead to it, then compare what you expected with ` +
    'what happened, and attach the log of the moment it went wrong.';
  return text.split(' ').map((word, index, all) => (index < all.length - 1 ? `${word} ` : word));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenai({
  port = 0,
  host = '127.0.0.1',
  apiKey = 'sk-fake-questline',
  pauseMs = 20,
} = {}) {
  /** Every authorised call as the endpoint saw it, oldest first. */
  const received = [];
  let released = [];
  const open = new Set();
  const files = new Map();
  let url = '';
  const releaseAll = () => {
    const waiting = released;
    released = [];
    for (const resolve of waiting) resolve();
    return waiting.length;
  };

  function usageOf(messages, completion, big) {
    const bytes = messages.reduce((sum, message) => sum + Buffer.byteLength(String(message.content ?? '')), 0);
    const promptTokens = Math.ceil(bytes / 4) + (big ? 2000 : 0);
    return { prompt_tokens: promptTokens, completion_tokens: completion, total_tokens: promptTokens + completion };
  }

  async function chat(body, response) {
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const prompt = String(messages.filter((message) => message.role === 'user').at(-1)?.content ?? '');
    if (prompt.includes('[fail]')) {
      return sendJson(response, 500, { error: { message: 'The model is overloaded', type: 'server_error' } });
    }
    const all = answerWords(prompt);
    const limit = Number.isInteger(body.max_tokens) ? body.max_tokens : all.length;
    const words = all.slice(0, limit);
    const finish = words.length < all.length ? 'length' : 'stop';
    const usage = usageOf(messages, words.length, prompt.includes('[big]'));
    const id = `chatcmpl-${randomBytes(6).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    if (body.stream !== true) {
      return sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: words.join('') }, finish_reason: finish }],
        usage,
      });
    }
    const line = (choices, extra = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices, ...extra })}\n\n`;
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    response.write(line([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
    if (prompt.includes('[stall]')) return undefined;
    const half = Math.ceil(words.length / 2);
    for (const [index, word] of words.entries()) {
      if (index === half && prompt.includes('[cut]')) {
        response.socket?.destroy();
        return undefined;
      }
      if (index === half && prompt.includes('[hold]')) await new Promise((resolve) => released.push(resolve));
      await wait(pauseMs);
      if (response.destroyed) return undefined;
      response.write(line([{ index: 0, delta: { content: word }, finish_reason: null }]));
    }
    response.write(line([{ index: 0, delta: {}, finish_reason: finish }]));
    if (body.stream_options?.include_usage === true) response.write(line([], { usage }));
    response.end('data: [DONE]\n\n');
    return undefined;
  }

  function images(body, response) {
    const prompt = String(body.prompt ?? '');
    if (prompt.includes('[fail]')) {
      return refuse(response, 400, 'Your request was rejected by the safety system', 'content_policy_violation');
    }
    const count = Number.isInteger(body.n) ? body.n : 1;
    const data = Array.from({ length: count }, (_, index) => {
      const bytes = prompt.includes('[notpng]') ? Buffer.from('not a picture') : picture(256, colourOf(prompt, index));
      if (!prompt.includes('[url]')) return { b64_json: bytes.toString('base64') };
      const name = `${randomBytes(8).toString('hex')}.png`;
      files.set(name, bytes);
      return { url: `${url}/files/${name}` };
    });
    return sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data });
  }

  const server = http.createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake-openai').pathname;
      if (request.method === 'POST' && path === '/fake/release')
        return sendJson(response, 200, { released: releaseAll() });
      if (request.method === 'GET' && path.startsWith('/files/')) {
        const file = files.get(path.slice('/files/'.length));
        if (!file) return sendJson(response, 404, { error: { message: 'no such file' } });
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(file);
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return refuse(response, 401, 'Incorrect API key provided', 'invalid_api_key');
      }
      if (request.method === 'GET' && path === '/v1/models') {
        return sendJson(response, 200, {
          object: 'list',
          data: MODELS.map((id) => ({ id, object: 'model', owned_by: 'fake' })),
        });
      }
      const body = parseJson(Buffer.concat(chunks).toString('utf8')) ?? {};
      if (request.method !== 'POST') return sendJson(response, 405, { error: { message: 'POST only' } });
      if (!MODELS.includes(body.model)) {
        return refuse(response, 404, `The model \`${String(body.model)}\` does not exist`, 'model_not_found');
      }
      received.push({ path, body });
      if (path === '/v1/chat/completions') return void chat(body, response);
      if (path === '/v1/images/generations') return images(body, response);
      return sendJson(response, 404, { error: { message: `unknown call ${path}` } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  url = `http://${host}:${server.address().port}`;

  return {
    url,
    baseUrl: `${url}/v1`,
    apiKey,
    received,
    /** Lets every stream held by [hold] go on; answers how many were waiting. */
    release: releaseAll,
    close() {
      releaseAll();
      for (const response of open) response.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOpenai({
    port: Number(process.env.FAKE_OPENAI_PORT ?? 0),
    apiKey: process.env.FAKE_OPENAI_KEY ?? 'sk-fake-questline',
  });
  console.log(
    `fake OpenAI-compatible endpoint on ${fake.baseUrl}; POST ${fake.url}/fake/release lets held streams go on`,
  );
  const stop = () => fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
