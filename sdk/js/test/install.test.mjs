// The install path the READMEs document, run as a merchant's developer
// runs it: make sdk's script packs both packages, a real `paystead dev`
// serves them at /sdk/ with its address written in, a new app installs the
// two from there in one npm command, and Node imports them from the app:
// a client made without baseUrl creates an invoice on that Paystead. React
// comes from the npm registry (or npm's cache, preferred, so that a second
// run needs no network).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { startPaysteadDev } from './paystead-dev.mjs';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(workspace, '..', '..');
const version = JSON.parse(readFileSync(join(workspace, 'core', 'package.json'), 'utf8')).version;
const reactPackage = JSON.parse(readFileSync(join(workspace, 'react', 'package.json'), 'utf8'));
const tarballs = [`paystead-sdk-${version}.tgz`, `paystead-react-${version}.tgz`];

// The command the READMEs give: both packages from a Paystead's /sdk/, in
// one command (each README names its own Paystead's address).
const installFrom = (base) => `npm install ${base}/sdk/${tarballs[0]} ${base}/sdk/${tarballs[1]}`;
const documented = new RegExp(`npm install (\\S+)/sdk/${tarballs[0].replaceAll('.', '\\.')} \\1/sdk/${tarballs[1].replaceAll('.', '\\.')}`);

const tmp = mkdtempSync(join(tmpdir(), 'paystead-install-'));
let dev; // the running paystead dev, serving the packed packages
before(async () => {
  // What `make sdk` runs, into a folder of our own instead of bin/sdk/.
  const packed = join(tmp, 'sdk');
  execFileSync('node', [join(workspace, 'scripts', 'pack.mjs'), packed], { stdio: ['ignore', 'pipe', 'pipe'] });
  assert.deepEqual(readdirSync(packed).sort(), [...tarballs].sort());
  dev = await startPaysteadDev({ tmp, env: { PAYSTEAD_SDK_DIR: packed } });
});
after(async () => {
  await dev?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

test('the READMEs give the one install command this test runs', () => {
  for (const readme of ['README.md', 'sdk/js/core/README.md', 'sdk/js/react/README.md', 'docs/clients.md']) {
    const text = readFileSync(join(repo, readme), 'utf8');
    assert.match(text, documented, `${readme} says to install the packages from a Paystead's /sdk/ in one command`);
    assert.ok(text.includes('make sdk'), `${readme} says make sdk packs them`);
    assert.doesNotMatch(text, /npm install @paystead\//, `${readme} still sends readers to the npm registry`);
    assert.doesNotMatch(text, /paystead\.dev/, `${readme} names a host nobody here runs`);
  }
});

test('an app installs both from its Paystead in one command, and talks to it without baseUrl', { timeout: 180_000 }, async () => {
  // /sdk/ gives the command, with this Paystead's address.
  const index = await (await fetch(`${dev.baseUrl}/sdk/`)).text();
  const install = installFrom(dev.baseUrl);
  assert.ok(index.includes(install), `/sdk/ says: ${install}`);

  // A merchant's React app (as Vite's template starts one).
  const app = join(tmp, 'shop');
  mkdirSync(app, { recursive: true });
  const reactVersion = reactPackage.devDependencies.react;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'shop', private: true, type: 'module', dependencies: { react: reactVersion, 'react-dom': reactVersion } }, null, 2),
  );

  execFileSync('sh', ['-c', install], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

  // Both come from the Paystead, @paystead/sdk once: the copy
  // @paystead/react depends on is the one the app installed.
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')).packages;
  assert.equal(lock['node_modules/@paystead/sdk']?.resolved, `${dev.baseUrl}/sdk/${tarballs[0]}`);
  assert.equal(lock['node_modules/@paystead/react']?.resolved, `${dev.baseUrl}/sdk/${tarballs[1]}`);
  assert.deepEqual(
    Object.keys(lock).filter((p) => p.endsWith('/@paystead/sdk')),
    ['node_modules/@paystead/sdk'],
    'one copy of @paystead/sdk',
  );
  assert.equal(existsSync(join(app, 'node_modules', '@paystead', 'react', 'node_modules')), false);
  // The installed files are those just built here, with the Paystead's
  // address in place of the marker.
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
  assert.equal(
    readFileSync(join(app, 'node_modules', '@paystead', 'sdk', 'dist', 'types.js'), 'utf8'),
    readFileSync(join(workspace, 'core', 'dist', 'types.js'), 'utf8').replace('paystead-instance-url-not-set', dev.baseUrl),
  );

  // Node, in the app, imports both, renders the button, and creates an
  // invoice with a client made without baseUrl.
  const probe = `
    import * as core from '@paystead/sdk';
    import * as react from '@paystead/react';
    import { createElement } from 'react';
    import { renderToStaticMarkup } from 'react-dom/server';
    const client = new core.Client({ apiKey: ${JSON.stringify(dev.dev.merchant.secretKey)} });
    const invoice = await client.createInvoice({ amountUsdc: 19.99, payInToken: 'USDC', successUrl: 'http://127.0.0.1:5173/thanks' });
    console.log(JSON.stringify({
      core: import.meta.resolve('@paystead/sdk'),
      react: import.meta.resolve('@paystead/react'),
      sameClientError: react.ClientError === core.ClientError,
      baseUrl: client.baseUrl,
      invoiceUrl: invoice.url,
      html: renderToStaticMarkup(createElement(react.CheckoutButton, {
        apiKey: 'pk_live_example', className: 'pay',
        invoice: { amountUsdc: 19.99, payInToken: 'USDC', successUrl: 'https://shop.example/thanks' },
      }, 'Pay')),
    }));`;
  const got = JSON.parse(execFileSync('node', ['--input-type=module', '-e', probe], { cwd: app, encoding: 'utf8' }));
  const modules = new URL(`file://${join(app, 'node_modules')}/`).href;
  assert.equal(got.core, `${modules}@paystead/sdk/dist/index.js`);
  assert.equal(got.react, `${modules}@paystead/react/dist/index.js`);
  assert.equal(got.sameClientError, true, "@paystead/react's ClientError is the app's @paystead/sdk's");
  assert.equal(got.baseUrl, dev.baseUrl, 'the client talks to the Paystead it came from');
  assert.ok(got.invoiceUrl.startsWith(`${dev.baseUrl}/i/0x`), `an invoice of that Paystead: ${got.invoiceUrl}`);
  assert.equal(got.html, '<button type="button" class="pay">Pay</button>');
});
