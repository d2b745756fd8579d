// Bundles the package into one minified script for CDNs: the global
// `Paystead` with the instance API and the deprecated init/createInvoice.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

await build({
  entryPoints: [join(root, 'src', 'cdn.ts')],
  outfile: join(root, 'dist', 'paystead.min.js'),
  bundle: true,
  format: 'iife',
  globalName: 'Paystead',
  platform: 'browser',
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
  banner: { js: `/*! @paystead/sdk ${version} */` },
  logLevel: 'warning',
});
