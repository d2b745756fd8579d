import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { GATEWAY_ABI, gatewayAbi } from '../dist/index.js';
import { ARTIFACT_NAME, artifactPath, outputPath, render } from '../scripts/gen-abi.mjs';

const artifact = readFileSync(artifactPath, 'utf8');

test('src/gateway-abi.ts is generated from the current artifact', () => {
  assert.equal(
    readFileSync(outputPath, 'utf8'),
    render(artifact),
    `src/gateway-abi.ts drifted from ${ARTIFACT_NAME}: run \`npm run gen:abi\` in sdk/js/core`,
  );
});

test('gatewayAbi and GATEWAY_ABI are the artifact ABI', () => {
  assert.deepEqual(gatewayAbi, JSON.parse(artifact).abi, `rebuild after \`npm run gen:abi\``);
  assert.equal(GATEWAY_ABI, gatewayAbi);
  const names = gatewayAbi.filter((e) => e.type === 'function').map((e) => e.name);
  for (const fn of ['stageInvoices', 'pay', 'refund', 'claim']) assert.ok(names.includes(fn), fn);
});
