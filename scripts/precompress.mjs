// Writes a brotli (.br) and a gzip (.gz) copy of every text file of the client build, so the
// server (or nginx, with brotli_static/gzip_static) sends compressed bytes without compressing
// on each request. Run by `npm run build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(process.argv[2] ?? "build/client");
const compressible = /\.(html|css|js|mjs|svg|xml|txt|json|webmanifest|data)$/;
let count = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      if (content.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      count++;
    }
  }
}

walk(root);
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || "."}`);
