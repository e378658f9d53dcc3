import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  readSlices
} from "./chunk-4W3VDJQQ.js";
import {
  VERSION
} from "./chunk-7ZGRMY5K.js";
import {
  readRankedRun
} from "./chunk-WR7HKRI4.js";
import {
  readQrels
} from "./chunk-VXMKNK2O.js";
import {
  compareIds
} from "./chunk-6XHBFWDG.js";
import {
  contractId,
  loadContract
} from "./chunk-2BZXPDAT.js";
import {
  ranksNeeded
} from "./chunk-PYKI4PJI.js";
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/pipeline/baseline.ts
import { execFileSync } from "node:child_process";
import { dirname } from "node:path";
import { gzipSync } from "node:zlib";
var COMMIT = /^[0-9a-f]{7,64}$/i;
function isIsoDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  if (d > days) return false;
  if (m[4] !== void 0 && (Number(m[4]) > 23 || Number(m[5]) > 59 || m[6] !== void 0 && Number(m[6]) > 59)) return false;
  if (m[8] !== void 0 && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}
function checkProvenance(commit, date, fromFlag) {
  if (commit !== void 0 && !COMMIT.test(commit)) {
    throw new InputError(`${fromFlag.commit ? "--commit" : "the commit git reported"} ${quote(commit)} is not a commit id`, {}, "give the commit as hex digits, e.g. --commit 3f2a9c1");
  }
  if (date !== void 0 && !isIsoDate(date)) {
    throw new InputError(`${fromFlag.date ? "--date" : "the date git reported"} ${quote(date)} is not an ISO 8601 date`, {}, "e.g. --date 2026-11-02 or --date 2026-11-02T10:00:00Z");
  }
}
var GZIP_ABOVE = 20 * 1024 * 1024;
async function buildBaseline(o) {
  checkProvenance(o.commit, o.date, { commit: true, date: true });
  const rc = loadContract(o.contract, o.contract, { root: o.root });
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
  checkProvenance(git.commit, git.date, { commit: o.commit !== void 0, date: o.date !== void 0 });
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
  isIsoDate,
  GZIP_ABOVE,
  buildBaseline,
  neededDepth,
  deterministicGzip
};
//# sourceMappingURL=chunk-LNHPZXD2.js.map
