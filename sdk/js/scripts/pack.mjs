// Packs @paystead/sdk and @paystead/react, built from this checkout, into
// one folder (make sdk: bin/sdk/), as the tarballs a self-hosted Paystead's
// merchants install together:
//
//   npm install ./paystead-sdk-1.2.0.tgz ./paystead-react-1.2.0.tgz
//
// The packages are not on the npm registry, and @paystead/react depends on
// @paystead/sdk of the same version: installed in the same command, npm
// takes that dependency from the other tarball.
//
// Usage: node scripts/pack.mjs <folder>. Prints the tarballs' paths.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');
const dest = process.argv[2];
if (!dest) {
  console.error('usage: node scripts/pack.mjs <folder>');
  process.exit(2);
}
const destDir = resolve(dest);
mkdirSync(destDir, { recursive: true });

// Each package builds itself before it is packed (its prepack script).
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--workspace', 'core', '--workspace', 'react', '--pack-destination', destDir], {
    cwd: workspace,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }),
);

// The names the READMEs give: paystead-<package>-<version>.tgz.
const want = ['core', 'react'].map((dir) => {
  const { name, version } = JSON.parse(readFileSync(join(workspace, dir, 'package.json'), 'utf8'));
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
});
const got = packed.map((p) => p.filename);
if (JSON.stringify(got) !== JSON.stringify(want)) {
  console.error(`npm pack wrote ${got.join(', ')}; want ${want.join(', ')}`);
  process.exit(1);
}
for (const file of got) console.log(relative(process.cwd(), join(destDir, file)) || file);
