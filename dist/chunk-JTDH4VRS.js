import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readSlices
} from "./chunk-6P2FY7CG.js";
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  readRankedRun
} from "./chunk-HRTPQMQX.js";
import {
  readQrels
} from "./chunk-GY25YLSA.js";
import {
  compareIds
} from "./chunk-6XHBFWDG.js";
import {
  contractId,
  loadContract
} from "./chunk-LTYZF2B6.js";
import {
  ranksNeeded
} from "./chunk-YPSIQX36.js";
import {
  InputError
} from "./chunk-J7INW43X.js";

// src/pipeline/baseline.ts
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
var GZIP_ABOVE = 20 * 1024 * 1024;
async function buildBaseline(o) {
  const rc = loadContract(o.contract);
  const out = o.out ?? rc.paths.baseline;
  if (!out) throw new InputError("the contract names no baseline file", { file: rc.file }, "set baseline: in the contract or pass --out FILE");
  const qrels = await readQrels(rc.paths.judgments, rc.contract.judgments);
  const slices = rc.paths.slices ? await readSlices(rc.paths.slices, rc.contract.slices) : null;
  const id = contractId(rc.contract, qrels.facts.sha256, slices?.facts.sha256);
  const depth = neededDepth(rc);
  const policy = { ...rc.contract.policy, depth };
  const byQid = /* @__PURE__ */ new Map();
  const read = await readRankedRun(o.run, qrels, { policy, keep: Infinity, unjudgedQueries: true }, (l) => {
    byQid.set(l.qid, { ...l, judgments: void 0 });
  });
  const lists = [...byQid.values()].sort((a, b) => compareIds(a.qid, b.qid));
  const tag = read.tags[0] ?? "baseline";
  const git = o.commit && o.date ? { commit: o.commit, date: o.date } : gitFacts(dirname(o.run), o);
  const head = [
    "# rankgate baseline",
    `# rankgate-version: ${VERSION}`,
    `# contract: ${id}`,
    ...rc.contract.corpus !== void 0 ? [`# corpus: ${rc.contract.corpus}`] : read.meta.corpus ? [`# corpus: ${read.meta.corpus}`] : [],
    ...git.commit ? [`# commit: ${git.commit}`] : [],
    ...git.date ? [`# date: ${git.date}`] : [],
    `# ties: ${policy.ties}`,
    `# depth: ${depth}`
  ];
  const lines = [...head];
  let results = 0;
  for (const l of lists) {
    for (let i = 0; i < l.n; i++) {
      lines.push(`${l.qid} Q0 ${l.docids[i]} ${i + 1} ${l.scores[i]} ${tag}`);
      results++;
    }
  }
  const text = Buffer.from(lines.join("\n") + "\n", "utf8");
  let path = out;
  let bytes = text;
  const limit = o.gzipAbove ?? GZIP_ABOVE;
  let note = "";
  if (out.endsWith(".gz") || text.length > limit) {
    bytes = deterministicGzip(text);
    if (!out.endsWith(".gz")) {
      path = out + ".gz";
      note = ` (over ${Math.round(limit / 1048576)} MiB, so gzipped: point baseline: in the contract at ${path})`;
    }
  }
  return { path, bytes, renamed: path !== out, message: `wrote ${path}: ${lists.length} queries, ${results} results (depth ${depth}, ties ${policy.ties}, contract ${id})${note}` };
}
function neededDepth(rc) {
  let depth = 0;
  for (const m of rc.measures) {
    if (m.kind === "NumRet") continue;
    depth = Math.max(depth, Math.min(ranksNeeded(m), rc.contract.policy.depth));
  }
  return Math.min(depth || rc.contract.policy.depth, rc.contract.policy.depth);
}
function deterministicGzip(data) {
  const z = gzipSync(data, { level: 9 });
  z[4] = z[5] = z[6] = z[7] = 0;
  z[9] = 255;
  return z;
}
function gitFacts(cwd, o) {
  try {
    const outText = execFileSync("git", ["log", "-1", "--format=%H%n%cI"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const [commit, date] = outText.trim().split("\n");
    return { commit: o.commit ?? commit, date: o.date ?? date };
  } catch {
    return { commit: o.commit, date: o.date };
  }
}

export {
  GZIP_ABOVE,
  buildBaseline,
  neededDepth,
  deterministicGzip
};
//# sourceMappingURL=chunk-JTDH4VRS.js.map
