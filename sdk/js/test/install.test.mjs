// The install path the READMEs document, run as a merchant's developer
// runs it: make sdk's script packs both packages, a new app copies the
// tarballs into vendor/ and installs them in one npm command, and Node
// imports them from the app. React comes from the npm registry (or npm's
// cache, preferred, so that a second run needs no network).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(workspace, '..', '..');
const version = JSON.parse(readFileSync(join(workspace, 'core', 'package.json'), 'utf8')).version;
const reactPackage = JSON.parse(readFileSync(join(workspace, 'react', 'package.json'), 'utf8'));
const tarballs = [`paystead-sdk-${version}.tgz`, `paystead-react-${version}.tgz`];

// The command the READMEs give, word for word.
const install = `npm install ./vendor/${tarballs[0]} ./vendor/${tarballs[1]}`;

const tmp = mkdtempSync(join(tmpdir(), 'paystead-install-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('the READMEs give the one install command this test runs', () => {
  for (const readme of ['README.md', 'sdk/js/core/README.md', 'sdk/js/react/README.md', 'docs/clients.md']) {
    const text = readFileSync(join(repo, readme), 'utf8');
    assert.ok(text.includes(install), `${readme} says to install the packages with: ${install}`);
    assert.ok(text.includes('make sdk'), `${readme} says make sdk packs them`);
    assert.doesNotMatch(text, /npm install @paystead\//, `${readme} still sends readers to the npm registry`);
  }
});

test('make sdk packs both packages, and an app installs them in one command', { timeout: 180_000 }, () => {
  // What `make sdk` runs, into a folder of our own instead of bin/sdk/.
  const packed = join(tmp, 'sdk');
  execFileSync('node', [join(workspace, 'scripts', 'pack.mjs'), packed], { stdio: ['ignore', 'pipe', 'pipe'] });
  assert.deepEqual(readdirSync(packed).sort(), [...tarballs].sort());

  // A merchant's React app (as Vite's template starts one), with the
  // tarballs copied into vendor/.
  const app = join(tmp, 'shop');
  mkdirSync(join(app, 'vendor'), { recursive: true });
  const reactVersion = reactPackage.devDependencies.react;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'shop', private: true, type: 'module', dependencies: { react: reactVersion, 'react-dom': reactVersion } }, null, 2),
  );
  for (const t of tarballs) copyFileSync(join(packed, t), join(app, 'vendor', t));

  execFileSync('sh', ['-c', install], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

  // Both come from the tarballs, @paystead/sdk once: the copy
  // @paystead/react depends on is the one the app installed.
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')).packages;
  assert.equal(lock['node_modules/@paystead/sdk']?.resolved, `file:vendor/${tarballs[0]}`);
  assert.equal(lock['node_modules/@paystead/react']?.resolved, `file:vendor/${tarballs[1]}`);
  assert.deepEqual(
    Object.keys(lock).filter((p) => p.endsWith('/@paystead/sdk')),
    ['node_modules/@paystead/sdk'],
    'one copy of @paystead/sdk',
  );
  assert.equal(existsSync(join(app, 'node_modules', '@paystead', 'react', 'node_modules')), false);
  // The installed files are those just built here.
  for (const [pkg, dir] of [
    ['sdk', 'core'],
    ['react', 'react'],
  ]) {
    assert.equal(
      readFileSync(join(app, 'node_modules', '@paystead', pkg, 'dist', 'index.js'), 'utf8'),
      readFileSync(join(workspace, dir, 'dist', 'index.js'), 'utf8'),
      `@paystead/${pkg} is the one built from sdk/js/${dir}`,
    );
  }

  // Node, in the app, imports both and renders the button.
  const probe = `
    import * as core from '@paystead/sdk';
    import * as react from '@paystead/react';
    import { createElement } from 'react';
    import { renderToStaticMarkup } from 'react-dom/server';
    const client = new core.Client({ apiKey: 'pk_live_example', baseUrl: 'https://pay.example.com' });
    console.log(JSON.stringify({
      core: import.meta.resolve('@paystead/sdk'),
      react: import.meta.resolve('@paystead/react'),
      sameClientError: react.ClientError === core.ClientError,
      client: client instanceof core.Client,
      html: renderToStaticMarkup(createElement(react.CheckoutButton, {
        apiKey: 'pk_live_example', baseUrl: 'https://pay.example.com', className: 'pay',
        invoice: { amountUsdc: 19.99, payInToken: 'USDC', successUrl: 'https://shop.example/thanks' },
      }, 'Pay')),
    }));`;
  const got = JSON.parse(execFileSync('node', ['--input-type=module', '-e', probe], { cwd: app, encoding: 'utf8' }));
  const modules = new URL(`file://${join(app, 'node_modules')}/`).href;
  assert.equal(got.core, `${modules}@paystead/sdk/dist/index.js`);
  assert.equal(got.react, `${modules}@paystead/react/dist/index.js`);
  assert.equal(got.sameClientError, true, "@paystead/react's ClientError is the app's @paystead/sdk's");
  assert.equal(got.client, true);
  assert.equal(got.html, '<button type="button" class="pay">Pay</button>');
});
