// One helper for the JavaScript tests that need a real Paystead: it starts
// `paystead dev` on free ports (its embedded chain and, unless DATABASE_URL
// is set, a throwaway PostgreSQL) and waits until it is ready and has
// written dev.json. PAYSTEAD_BIN names the server binary (the make targets
// build it); without it the helper builds one with `go build`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function serverBinary(tmp) {
  if (process.env.PAYSTEAD_BIN) {
    if (!existsSync(process.env.PAYSTEAD_BIN)) throw new Error(`PAYSTEAD_BIN=${process.env.PAYSTEAD_BIN} does not exist`);
    return process.env.PAYSTEAD_BIN;
  }
  const bin = join(tmp, 'paystead');
  try {
    execFileSync('go', ['build', '-o', bin, './cmd/paystead'], { cwd: repoRoot, stdio: 'pipe' });
  } catch (err) {
    throw new Error(`PAYSTEAD_BIN is unset and \`go build ./cmd/paystead\` failed: ${err.stderr ?? err.message}`);
  }
  return bin;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `paystead dev` with its files under tmp and env added to its
 * environment, and resolves once /readyz answers 200 and dev.json names the
 * demo merchant's keys.
 * @returns {Promise<{baseUrl: string, dev: object, logs: () => string, stop: () => Promise<void>}>}
 */
export async function startPaysteadDev({ tmp, env = {}, timeoutMs = 180_000 }) {
  const bin = serverBinary(tmp);
  const [port, rpcPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const devDir = join(tmp, 'dev');
  const child = spawn(bin, ['dev'], {
    env: {
      ...process.env,
      PAYSTEAD_LISTEN_ADDR: `127.0.0.1:${port}`,
      PAYSTEAD_BASE_URL: baseUrl,
      PAYSTEAD_DEV_RPC_ADDR: `127.0.0.1:${rpcPort}`,
      PAYSTEAD_DEV_BLOCK_TIME: '0',
      PAYSTEAD_DEV_DIR: devDir,
      PAYSTEAD_RATE_LIMIT_PER_KEY: '0',
      PAYSTEAD_RATE_LIMIT_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  const keep = (chunk) => {
    logs = (logs + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`paystead dev exited (${JSON.stringify(exited)}) before it was ready:\n${logs}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`paystead dev was not ready within ${timeoutMs / 1000} s:\n${logs}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      await res.arrayBuffer();
      const devFile = join(devDir, 'dev.json');
      if (res.status === 200 && existsSync(devFile)) {
        const dev = JSON.parse(readFileSync(devFile, 'utf8'));
        if (dev.merchant?.secretKey) {
          return { baseUrl, dev, logs: () => logs, stop };
        }
      }
    } catch {
      // not listening yet, or dev.json half written
    }
    await sleep(100);
  }
}
