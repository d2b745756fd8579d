// An independent client of Paystead (#33's foreign check): it pays an invoice through the REST
// API, but computes everything it signs from the chain with viem (the token's EIP-712 domain
// from name(), version() and the chain id; the invoice from the gateway's InvoiceStaged event;
// the token's permit nonce), never from Paystead's typed data, which it only compares with
// its own.
//
//   PAYSTEAD_URL  the service        RPC_URL     the chain's JSON-RPC endpoint
//   SECRET_KEY    a merchant's key   PAYER_KEY   a payer holding the token and no ETH
//   MODE          "authorization" (EIP-3009, one signature) or "permit" (EIP-2612, then Permit2)
//
// It prints one JSON line: {invoiceId, submissionId, status, settleTxHash, signed, offered}.
import {
  createPublicClient, hashTypedData, http, keccak256, encodeAbiParameters, parseAbi, parseAbiItem,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
};
const base = env("PAYSTEAD_URL");
const chain = createPublicClient({ transport: http(env("RPC_URL")) });
const payer = privateKeyToAccount(env("PAYER_KEY"));
const mode = process.env.MODE || "authorization";

async function api(method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// asViem is typed data from Paystead's JSON (decimal strings, the domain type listed) as viem
// hashes it: decimal strings as integers, the EIP712Domain type left to viem.
function asViem(td) {
  const numbers = (v) => typeof v === "string" && /^[0-9]+$/.test(v) ? BigInt(v)
    : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, numbers(x)])) : v;
  const { EIP712Domain: _, ...types } = td.types;
  return { domain: { ...td.domain, chainId: Number(td.domain.chainId) }, types, primaryType: td.primaryType, message: numbers(td.message) };
}

// The invoice, created and open.
const created = await api("POST", "/api/invoices", { amountUsdc: "3.25", payInToken: "USDC" },
  { "X-Service-Api-Key": env("SECRET_KEY"), "Idempotency-Key": crypto.randomUUID() });
const id = created.invoiceId;
for (let i = 0; ; i++) {
  const view = await api("GET", `/api/invoices/${id}`);
  if (view.status === "open") break;
  if (i > 300) throw new Error(`invoice ${id} is ${view.status}`);
  await sleep(50);
}

// What the chain says of it: the gateway that staged it, its merchant, payout token and amount.
const staged = await chain.getLogs({
  event: parseAbiItem("event InvoiceStaged(bytes32 indexed id, address indexed merchant, address indexed payoutToken, uint256 amount, uint64 expiresAt)"),
  args: { id },
  fromBlock: 0n,
});
if (staged.length !== 1) throw new Error(`${staged.length} InvoiceStaged events for ${id}`);
const gateway = staged[0].address;
const { merchant, payoutToken, amount } = staged[0].args;
const witness = keccak256(encodeAbiParameters(
  [{ type: "bytes32" }, { type: "bytes32" }, { type: "address" }, { type: "uint256" }, { type: "address" }],
  [keccak256(new TextEncoder().encode("Invoice(bytes32 invoiceId,address merchant,uint256 amount,address payoutToken)")), id, merchant, amount, payoutToken],
));

// The token's EIP-712 domain, from the token itself.
const tokenAbi = parseAbi([
  "function name() view returns (string)",
  "function version() view returns (string)",
  "function nonces(address) view returns (uint256)",
]);
const read = (functionName, args = []) => chain.readContract({ address: payoutToken, abi: tokenAbi, functionName, args });
const domain = {
  name: await read("name"),
  version: await read("version"),
  chainId: await chain.getChainId(),
  verifyingContract: payoutToken,
};

const decision = await api("POST", "/api/checkout/authorize", { invoiceId: id, address: payer.address });
if (decision.decision !== "allow") throw new Error(`authorize: ${JSON.stringify(decision)}`);
const prep = await api("POST", "/api/checkout/prepare", { invoiceId: id, payer: payer.address });
const s = prep.submission;
if (s.payInToken.toLowerCase() !== payoutToken.toLowerCase()) throw new Error(`prepare pays in ${s.payInToken}, the chain says ${payoutToken}`);
const deadline = BigInt(s.permit2Data.deadline);
const body = {
  invoiceId: s.invoiceId, payer: s.payer, payInToken: s.payInToken, amountIn: s.amountIn,
  permit2Data: s.permit2Data, chainId: s.chainId,
};
let signed, offered;
if (mode === "authorization") {
  const typed = {
    domain,
    types: {
      ReceiveWithAuthorization: [
        { name: "from", type: "address" }, { name: "to", type: "address" }, { name: "value", type: "uint256" },
        { name: "validAfter", type: "uint256" }, { name: "validBefore", type: "uint256" }, { name: "nonce", type: "bytes32" },
      ],
    },
    primaryType: "ReceiveWithAuthorization",
    message: { from: payer.address, to: gateway, value: amount, validAfter: 0n, validBefore: deadline, nonce: witness },
  };
  if (!prep.authorization) throw new Error("prepare offered no authorization");
  signed = hashTypedData(typed);
  offered = hashTypedData(asViem(prep.authorization));
  body.authorizationSignature = await payer.signTypedData(typed);
} else {
  // The token's EIP-2612 permit of Permit2, then Permit2's transfer with the invoice as witness.
  const permit2 = prep.typedData.domain.verifyingContract;
  const value = 2n ** 256n - 1n;
  const permit = {
    domain,
    types: {
      Permit: [
        { name: "owner", type: "address" }, { name: "spender", type: "address" }, { name: "value", type: "uint256" },
        { name: "nonce", type: "uint256" }, { name: "deadline", type: "uint256" },
      ],
    },
    primaryType: "Permit",
    message: { owner: payer.address, spender: permit2, value, nonce: await read("nonces", [payer.address]), deadline },
  };
  const transfer = {
    domain: { name: "Permit2", chainId: domain.chainId, verifyingContract: permit2 },
    types: {
      PermitWitnessTransferFrom: [
        { name: "permitted", type: "TokenPermissions" }, { name: "spender", type: "address" }, { name: "nonce", type: "uint256" },
        { name: "deadline", type: "uint256" }, { name: "witness", type: "Invoice" },
      ],
      TokenPermissions: [{ name: "token", type: "address" }, { name: "amount", type: "uint256" }],
      Invoice: [
        { name: "invoiceId", type: "bytes32" }, { name: "merchant", type: "address" }, { name: "amount", type: "uint256" },
        { name: "payoutToken", type: "address" },
      ],
    },
    primaryType: "PermitWitnessTransferFrom",
    message: {
      permitted: { token: payoutToken, amount },
      spender: gateway,
      nonce: BigInt(s.permit2Data.nonce),
      deadline,
      witness: { invoiceId: id, merchant, amount, payoutToken },
    },
  };
  if (!prep.tokenPermit) throw new Error("prepare offered no token permit");
  signed = [hashTypedData(permit), hashTypedData(transfer)];
  offered = [hashTypedData(asViem(prep.tokenPermit.typedData)), hashTypedData(asViem(prep.typedData))];
  body.tokenPermit = { value: value.toString(), deadline: deadline.toString(), signature: await payer.signTypedData(permit) };
  body.permit2Signature = await payer.signTypedData(transfer);
}

const sub = await api("POST", "/api/checkout/submit", body);
let status;
for (let i = 0; ; i++) {
  status = await api("GET", `/api/checkout/status/${sub.submissionId}`);
  if (status.status === "settled" || status.status === "failed") break;
  if (i > 600) throw new Error(`submission ${sub.submissionId} still ${status.status}`);
  await sleep(50);
}
console.log(JSON.stringify({
  invoiceId: id, submissionId: sub.submissionId, status: status.status, error: status.error,
  settleTxHash: status.settleTxHash, signed, offered,
}));
