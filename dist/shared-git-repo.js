import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  OUTPUTS,
  outputNamed
} from "./shared-report-outputs.js";
import {
  InputError,
  quote
} from "./shared-errors.js";
import {
  levelSchema
} from "./shared-report-schema.js";

// src/git/repo.ts
import { execFileSync } from "node:child_process";
import { realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
var GIT_MAX = 1 << 30;
function isBranchName(name) {
  return /^[A-Za-z0-9._/-]{1,200}$/.test(name) && !/(^[-/.]|\.\.|\/\/|\/$|\.lock$|\.$)/.test(name);
}
function gitRoot(dir) {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function repositoryRoot(path, within) {
  let dir = resolve(path);
  try {
    if (!statSync(dir).isDirectory()) dir = dirname(dir);
  } catch {
    dir = dirname(dir);
  }
  const root = gitRoot(dir);
  if (root === null) return null;
  const r = relative(realpathOr(within), realpathOr(root));
  if (r.startsWith("..") || isAbsolute(r)) return null;
  return join(resolve(within), r);
}
function realpathOr(p) {
  try {
    return realpathSync(p);
  } catch {
    return resolve(p);
  }
}
function gitCommit(root, ref) {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}
function gitDate(root, ref = "HEAD") {
  try {
    return execFileSync("git", ["show", "-s", "--format=%cI", ref], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || void 0;
  } catch {
    return void 0;
  }
}
function gitReader(root, sha) {
  const commit = gitCommit(root, sha);
  if (!commit) return null;
  return {
    source: "git",
    read: async (path) => {
      try {
        const type = execFileSync("git", ["cat-file", "-t", `${commit}:${path}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
        if (type !== "blob") return null;
      } catch {
        return null;
      }
      return execFileSync("git", ["cat-file", "blob", `${commit}:${path}`], { cwd: root, maxBuffer: GIT_MAX, stdio: ["ignore", "pipe", "pipe"] });
    }
  };
}

// src/read/paths.ts
import { existsSync, realpathSync as realpathSync2 } from "node:fs";
import { basename, dirname as dirname2, isAbsolute as isAbsolute2, join as join2, relative as relative2, resolve as resolve2 } from "node:path";
function isInside(root, path) {
  const r = relative2(root, path);
  return r === "" || !r.startsWith("..") && !isAbsolute2(r);
}
function realOf(path) {
  const abs = resolve2(path);
  const rest = [];
  let p = abs;
  for (; ; ) {
    try {
      return join2(realpathSync2(p), ...rest.reverse());
    } catch {
      const up = dirname2(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}
function confine(input, base, scope, what) {
  const path = resolve2(base, input);
  const root = realOf(scope.root);
  const real = realOf(path);
  if (!isInside(root, real)) {
    const how = real !== path && isInside(root, path) ? `is a link to ${inline(real)}, outside` : "resolves outside";
    throw new InputError(`${what} (${inline(input)}) ${how} ${scope.name} ${inline(root)}`, {}, scope.fix);
  }
  return path;
}
function inline(s) {
  const q = quote(s, 200);
  return q.startsWith('"') && q.endsWith('"') ? q.slice(1, -1) : q;
}
function defaultRoot(dir, cwd = process.cwd()) {
  let d = resolve2(dir);
  for (; ; ) {
    if (existsSync(join2(d, ".git"))) return { root: d, name: "the repository the contract is in" };
    const up = dirname2(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve2(cwd), resolve2(dir))) return { root: resolve2(cwd), name: "the working directory" };
  return { root: resolve2(dir), name: "the contract's folder" };
}

// src/compare/levels.ts
var LEVELS = levelSchema.options;
var RANK = new Map(LEVELS.map((l, i) => [l, i]));
var worse = (a, b) => RANK.get(a) >= RANK.get(b) ? a : b;
function reaches(level, failOn) {
  if (failOn === "never") return false;
  return RANK.get(level) >= RANK.get(failOn);
}

// src/report/rendered.ts
var RenderedOutputs = class _RenderedOutputs {
  constructor(source, renderers, shared) {
    this.source = source;
    this.renderers = renderers;
    this.shared = shared;
  }
  source;
  renderers;
  shared;
  done = /* @__PURE__ */ new Map();
  /** The outputs of `source`, once every renderer is loaded (start it early: loading takes a while the first time). */
  static async of(source) {
    return new _RenderedOutputs(source, await loadRenderers(), null);
  }
  /** The output's text (a `--format` name or a file name). */
  get(name) {
    const o = outputNamed(name);
    let text = this.done.get(o);
    if (text === void 0) {
      text = !o.readsView && this.shared ? this.shared.get(name) : this.renderers.get(o).render(this.source);
      this.done.set(o, text);
    }
    return text;
  }
  /** How the output prints several gates at once; null when it is one document per gate. */
  several(name) {
    return this.renderers.get(outputNamed(name)).several;
  }
  /** The same report under another view: a context (links, the artifact's commands), or colour for a terminal. */
  withView(view) {
    return new _RenderedOutputs({ ...this.source, ...view }, this.renderers, this);
  }
  /** The same comparison with another report (fields a publisher added): nothing rendered is shared. */
  withReport(report) {
    return new _RenderedOutputs({ ...this.source, report }, this.renderers, null);
  }
  /** Every file, in the registry's order; each content is rendered when first read. */
  files() {
    return OUTPUTS.flatMap((o) => {
      if (o.file === null) return [];
      const name = o.file;
      const get = () => this.get(name);
      return [{ name, get content() {
        return get();
      } }];
    });
  }
};
var loading = null;
function loadRenderers() {
  loading ??= Promise.all(OUTPUTS.map(async (o) => [o, await o.load()])).then((pairs) => new Map(pairs));
  return loading;
}

export {
  confine,
  defaultRoot,
  LEVELS,
  worse,
  reaches,
  RenderedOutputs,
  loadRenderers,
  isBranchName,
  gitRoot,
  repositoryRoot,
  gitCommit,
  gitDate,
  gitReader
};
