import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts in woff2 and videos are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this size the encoding headers cost about as much as they save. */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes file.br and file.gz beside a text file large enough to gain from them. */
export function compressBeside(file: string): void {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/**
 * Issue 12 "Served like a product": every text asset of the build gets a .br and a .gz beside it, compressed
 * once at the highest levels, so the server only picks a file (ADR 0026) and never compresses an asset per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'questline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        compressBeside(file);
      }
    },
  };
}
