import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser downloads: scripts, styles, the page, icons drawn as SVG. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this the encoding saves less than a packet. */
const SMALLEST = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once, at build time, so the
 * gateway serves them as they are (`@fastify/static` `preCompressed`) instead of compressing on every request or
 * sending the app's megabyte of JavaScript uncompressed (it did: about three times the bytes of Brotli).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dukkan-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // (Also called after a failed build, which may have written nothing.)
      if (!existsSync(outDir)) return;
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || statSync(file).size < SMALLEST) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
