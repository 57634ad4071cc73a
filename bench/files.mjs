// `npm run bench:files`: file throughput through the real production server (issue 32), for both storage drivers,
// next to the raw disk. A 100 MB file goes up the way a browser's tus client sends it (5 MB pieces over HTTP) and
// comes back down through GET disk/file; the server's resident memory is sampled all the while, so the peak above
// idle shows that nothing holds the file in memory. Prints a table and writes bench/results/files.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';
import { BENCH_ADMIN_PASSWORD } from './generate.mjs';
import { rssMb, startServer, stop } from './server.mjs';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 100);
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

async function throughServer(driver, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `questline-bench-files-${driver}-`));
  Object.assign(process.env, env);
  const server = await startServer({ dataDir });
  try {
    const login = await fetch(`${server.base}/prod-api/register/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, code: '', uuid: '' }),
    });
    const token = (await login.json()).data.token;
    const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
    // One small file up and down first: the S3 driver loads the AWS SDK on first use, which is code, not a file
    // held in memory; idle is the server that has served files.
    await uploadAndDownload(server.base, headers, 64 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(server.child.pid);

    const peakOf = sampleRss(server.child.pid);
    let started = performance.now();
    const entryId = await upload(server.base, headers, FILE_MB * MB);
    const uploadS = (performance.now() - started) / 1000;
    const uploadPeak = peakOf();

    const downloadPeakOf = sampleRss(server.child.pid);
    started = performance.now();
    await download(server.base, headers, entryId, FILE_MB * MB);
    const downloadS = (performance.now() - started) / 1000;
    const downloadPeak = downloadPeakOf();
    return {
      uploadMBs: FILE_MB / uploadS,
      downloadMBs: FILE_MB / downloadS,
      idleRssMb: idle,
      uploadRssAboveIdleMb: uploadPeak - idle,
      downloadRssAboveIdleMb: downloadPeak - idle,
    };
  } finally {
    await stop(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-bench-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: scratch,
  configureBuckets: [{ name: 'bench' }],
});
const { port } = await s3.run();
const results = { fileMb: FILE_MB, machine: `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`, rows: {} };
try {
  results.rows['raw disk (fs streams)'] = await rawDisk(scratch);
  results.rows['server, FILE_STORAGE=disk'] = await throughServer('disk', { FILE_STORAGE: 'disk' });
  results.rows['server, FILE_STORAGE=s3 (s3rver on this machine)'] = await throughServer('s3', {
    FILE_STORAGE: 's3',
    S3_BUCKET: 'bench',
    S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
} finally {
  await s3.close();
  fs.rmSync(scratch, { recursive: true, force: true });
}
const fixed = (value) => (value === undefined ? '' : value.toFixed(1));
console.log(`\n${String(FILE_MB)} MB file, ${results.machine}`);
console.log('| path | upload MB/s | download MB/s | RSS above idle, upload / download (MB) |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name, row] of Object.entries(results.rows)) {
  const rss =
    row.idleRssMb === undefined ? '' : `${fixed(row.uploadRssAboveIdleMb)} / ${fixed(row.downloadRssAboveIdleMb)}`;
  console.log(`| ${name} | ${fixed(row.uploadMBs)} | ${fixed(row.downloadMBs)} | ${rss} |`);
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/files.json'), `${JSON.stringify(results, null, 2)}\n`);
