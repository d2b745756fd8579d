// Runs the example shop: node server.mjs (README.md says which settings).
import { createServer } from 'node:http';

import { createShop } from './shop.mjs';

const env = process.env;
const missing = [];
if (!env.PAYSTEAD_SECRET_KEY) missing.push("PAYSTEAD_SECRET_KEY is not set: use the merchant's secret key (ak_live_…; make dev prints one)");
if (!env.PAYSTEAD_WEBHOOK_SECRET) {
  missing.push("PAYSTEAD_WEBHOOK_SECRET is not set: register this shop's /webhooks/paystead with Paystead and use the secret it answers (whsec_…)");
}
if (missing.length > 0) {
  console.error(missing.join('\n'));
  process.exit(2);
}
const addr = env.SHOP_ADDR || '127.0.0.1:4000';
const sep = addr.lastIndexOf(':');
const host = addr.slice(0, sep).replace(/^\[|\]$/g, '');
const port = Number(addr.slice(sep + 1));
const shopUrl = env.SHOP_URL || `http://${addr}`;
const paysteadUrl = env.PAYSTEAD_URL || 'http://127.0.0.1:8080';

const { listener } = createShop({ paysteadUrl, secretKey: env.PAYSTEAD_SECRET_KEY, webhookSecret: env.PAYSTEAD_WEBHOOK_SECRET, shopUrl });
const server = createServer(listener);
server.listen(port, host, () => {
  console.error(JSON.stringify({ level: 'info', msg: 'shop listening', url: shopUrl, paystead: paysteadUrl }));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
