// `npm run bench:files`: file throughput through the real production server (issue 32), for both storage drivers,
// next to the raw disk. A 100 MB file goes up the way a browser's tus client sends it (5 MB pieces over HTTP) and
// comes back down through GET disk/file; on another fresh server it goes up once more as a multipart form (a resource
// file, the path of every other upload). The server's resident memory is sampled all the while, so the peak above
// idle shows that nothing holds the file in memory, and bench/memoryProbe.mjs inside it tells that peak apart into JS
// heap and ArrayBuffers and counts the collections and CPU time. Settings: BENCH_FILE_MB the size (100),
// BENCH_ROUNDS how many times one server takes the file in a row (1: a peak flat across rounds is garbage a
// collection bounds, not a leak), BENCH_DRIVERS which drivers (disk,s3); ADR 0146 reads the figures. Prints tables and
// writes bench/results/files.json (files-<size>mb-x<rounds>.json for other settings).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { BENCH_ADMIN_PASSWORD } from './generate.mjs';
import { rssMb, startServer, stop } from './server.mjs';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'disk,s3').split(',');
const PIECE = 5 * MB;
const root = path.resolve(import.meta.dirname, '..');

/** A stream of `bytes` made as it is read (no buffer of the whole size). */
function* pieces(bytes, size = PIECE) {
  for (let sent = 0; sent < bytes; sent += size) yield Buffer.alloc(Math.min(size, bytes - sent), sent % 251);
}

async function rawDisk(dir) {
  const file = path.join(dir, 'raw.bin');
  let started = performance.now();
  await pipeline(pieces(FILE_MB * MB), fs.createWriteStream(file));
  const writeS = (performance.now() - started) / 1000;
  started = performance.now();
  for await (const chunk of fs.createReadStream(file)) void chunk;
  const readS = (performance.now() - started) / 1000;
  fs.rmSync(file);
  return { uploadMBs: FILE_MB / writeS, downloadMBs: FILE_MB / readS };
}

/** Samples the process's resident memory every 20 ms until stopped; answers the peak. */
function sampleRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Sends `bytes` as a tus upload in 5 MB pieces, as the browser does; answers the landed entry's id. */
async function upload(base, headers, bytes) {
  const created = await fetch(`${base}/prod-api/questline/disk/upload`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes),
      'upload-metadata': `filename ${Buffer.from('bench.bin').toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  // The administrator's disk holds 1 GB (the Free plan's quota): 1000 MB, or ten rounds of 100 MB, fit.
  if (!location) throw new Error(`creating the upload answered ${String(created.status)} ${await created.text()}`);
  let offset = 0;
  for (const piece of pieces(bytes)) {
    const answer = await fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: piece,
    });
    offset += piece.length;
    if (answer.status === 200) return (await answer.json()).data.entryId;
    if (answer.status !== 204) throw new Error(`PATCH answered ${String(answer.status)}`);
  }
  throw new Error('the upload never landed');
}

async function download(base, headers, entryId, bytes) {
  const file = await fetch(`${base}/prod-api/questline/disk/file/${String(entryId)}`, { headers });
  let received = 0;
  for await (const chunk of file.body) received += chunk.length;
  if (received !== bytes) throw new Error(`downloaded ${String(received)} of ${String(bytes)} bytes`);
}

async function uploadAndDownload(base, headers, bytes) {
  await download(base, headers, await upload(base, headers, bytes), bytes);
}

/** A fresh production server on a data folder of its own, with the administrator's headers, for `measure`. */
async function withServer(driver, env, measure) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `questline-bench-files-${driver}-`));
  Object.assign(process.env, env);
  const probeFile = path.join(dataDir, 'memory-probe.json');
  const server = await startServer({
    dataDir,
    env: { MEMORY_PROBE_FILE: probeFile },
    nodeFlags: ['--import', pathToFileURL(path.join(import.meta.dirname, 'memoryProbe.mjs')).href],
  });
  server.probeFile = probeFile;
  try {
    const login = await fetch(`${server.base}/prod-api/register/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, code: '', uuid: '' }),
    });
    const token = (await login.json()).data.token;
    return await measure(server, { authorization: `Bearer ${token}` });
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * What the probe inside the server saw since it was last asked: peaks of RSS, JS heap used and ArrayBuffers (MB), the
 * current figures and the collections by kind.
 */
async function probe(server) {
  fs.rmSync(server.probeFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (fs.existsSync(server.probeFile)) {
      try {
        return JSON.parse(fs.readFileSync(server.probeFile, 'utf8'));
      } catch {
        // still being written
      }
    }
  }
  throw new Error('the memory probe did not answer');
}

/** The server's memory once it has settled after a warm-up: RSS as the sampler reads it, and the probe's figures. */
async function idleOf(server) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { current } = await probe(server);
  return { rss: rssMb(server.child.pid), heapUsed: current.heapUsed, arrayBuffers: current.arrayBuffers };
}

/** Runs `transfer` while sampling the server's RSS; answers its seconds and what it took above `idle`. */
async function measured(server, idle, transfer) {
  const peakOf = sampleRss(server.child.pid);
  const started = performance.now();
  await transfer();
  const seconds = (performance.now() - started) / 1000;
  const rssPeak = peakOf();
  const { peaks, collections, cpuMs } = await probe(server);
  return {
    seconds,
    cpuMs,
    rssAboveIdleMb: rssPeak - idle.rss,
    heapAboveIdleMb: peaks.heapUsed - idle.heapUsed,
    arrayBuffersAboveIdleMb: peaks.arrayBuffers - idle.arrayBuffers,
    collections,
  };
}

/** Up through tus into the disk, then down through GET disk/file, ROUNDS times on one server. */
function resumable(driver, env) {
  return withServer(driver, env, async (server, auth) => {
    const headers = { ...auth, 'tus-resumable': '1.0.0' };
    // One small file up and down first: idle is a server that has served files (the code of its paths loaded and
    // compiled), so that the figures above it are what a large file adds.
    await uploadAndDownload(server.base, headers, 64 * 1024);
    const idle = await idleOf(server);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let entryId;
      const up = await measured(server, idle, async () => {
        entryId = await upload(server.base, headers, FILE_MB * MB);
      });
      const down = await measured(server, idle, () => download(server.base, headers, entryId, FILE_MB * MB));
      rounds.push({ upload: up, download: down });
    }
    const [first] = rounds;
    return {
      uploadMBs: FILE_MB / first.upload.seconds,
      downloadMBs: FILE_MB / first.download.seconds,
      idleRssMb: idle.rss,
      uploadRssAboveIdleMb: first.upload.rssAboveIdleMb,
      downloadRssAboveIdleMb: first.download.rssAboveIdleMb,
      rounds,
    };
  });
}

/** A multipart form of the field `resourceId` and a file of `bytes`, made as it is sent. */
function resourceFileForm(resourceId, bytes) {
  const boundary = `bench${String(Date.now())}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="resourceId"\r\n\r\n${String(resourceId)}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'content-type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = (function* () {
    yield head;
    yield* pieces(bytes);
    yield tail;
  })();
  const body = new ReadableStream({
    pull(controller) {
      const next = parts.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Up through a multipart form, the path of every other upload (attachments, resources, vouchers...), here a resource
 * file of the platform administrator's: the file streams from the request into the storage.
 */
function form(driver, env) {
  return withServer(driver, env, async (server, auth) => {
    const created = await fetch(`${server.base}/prod-api/questline/resources/admin`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'bench',
        category: 'other',
        priceFen: 0,
        pointsPrice: 0,
        membersFree: true,
        published: false,
      }),
    });
    const resourceId = (await created.json()).data.resourceId;
    const send = async (bytes) => {
      const { body, contentType } = resourceFileForm(resourceId, bytes);
      const answer = await fetch(`${server.base}/prod-api/questline/resources/admin/file`, {
        method: 'POST',
        headers: { ...auth, 'content-type': contentType },
        body,
        duplex: 'half',
      });
      const stored = await answer.json();
      if (stored.data?.size !== bytes) throw new Error(`form upload answered ${JSON.stringify(stored)}`);
    };
    await send(64 * 1024);
    const idle = await idleOf(server);
    const formRounds = [];
    for (let round = 0; round < ROUNDS; round += 1)
      formRounds.push(await measured(server, idle, () => send(FILE_MB * MB)));
    const [first] = formRounds;
    return { formMBs: FILE_MB / first.seconds, formRssAboveIdleMb: first.rssAboveIdleMb, formRounds };
  });
}

async function throughServer(driver, env) {
  return { ...(await resumable(driver, env)), ...(await form(driver, env)) };
}

/**
 * The tests' S3 double (apps/server/src/test/s3.ts: s3rver with the multipart calls it lacks), built for this
 * process: the resumable uploads' staging in the bucket needs those calls (ADR 0133).
 */
async function localS3() {
  const outfile = path.join(root, '.tmp/bench-local-s3.mjs');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/test/s3.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  const { startLocalS3 } = await import(outfile);
  return startLocalS3();
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-bench-raw-'));
const s3 = await localS3();
const results = { fileMb: FILE_MB, machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`, rows: {} };
try {
  results.rows['raw disk (fs streams)'] = await rawDisk(scratch);
  if (DRIVERS.includes('disk')) {
    results.rows['server, FILE_STORAGE=disk'] = await throughServer('disk', { FILE_STORAGE: 'disk' });
  }
  if (DRIVERS.includes('s3')) {
    results.rows['server, FILE_STORAGE=s3 (s3rver on this machine)'] = await throughServer('s3', {
      FILE_STORAGE: 's3',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: s3.config.prefix,
      AWS_ACCESS_KEY_ID: s3.config.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.config.credentials.secretAccessKey,
    });
  }
} finally {
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
const fixed = (value) => (value === undefined ? '' : value.toFixed(1));
console.log(`\n${String(FILE_MB)} MB file, ${results.machine}`);
console.log(
  '| path | upload MB/s | download MB/s | RSS above idle, upload / download (MB) | form upload MB/s | RSS above idle, form upload (MB) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, row] of Object.entries(results.rows)) {
  const rss =
    row.idleRssMb === undefined ? '' : `${fixed(row.uploadRssAboveIdleMb)} / ${fixed(row.downloadRssAboveIdleMb)}`;
  console.log(
    `| ${name} | ${fixed(row.uploadMBs)} | ${fixed(row.downloadMBs)} | ${rss} | ${fixed(row.formMBs)} | ${fixed(row.formRssAboveIdleMb)} |`,
  );
}

// Each round's peaks above idle, MB: RSS, and within it JS heap used and ArrayBuffers; then the collections.
const peaks = (phase) =>
  `${fixed(phase.rssAboveIdleMb)} (CPU ${String(Math.round(phase.cpuMs))} ms, heap ${fixed(phase.heapAboveIdleMb)}, buffers ${fixed(phase.arrayBuffersAboveIdleMb)}; ` +
  `${String(phase.collections.minor)} minor, ${String(phase.collections.major)} major GC)`;
console.log('\n| path | round | upload | download | form upload |');
console.log('| --- | ---: | --- | --- | --- |');
for (const [name, row] of Object.entries(results.rows)) {
  (row.rounds ?? []).forEach((round, index) => {
    console.log(
      `| ${name} | ${String(index + 1)} | ${peaks(round.upload)} | ${peaks(round.download)} | ${peaks(row.formRounds[index])} |`,
    );
  });
}
const resultName = FILE_MB === 100 && ROUNDS === 1 ? 'files' : `files-${String(FILE_MB)}mb-x${String(ROUNDS)}`;
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `bench/results/${resultName}.json`), `${JSON.stringify(results, null, 2)}\n`);
