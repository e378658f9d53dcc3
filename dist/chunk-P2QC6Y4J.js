import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  InputError,
  quote
} from "./chunk-B6WRYOF2.js";

// src/read/paths.ts
import { existsSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
function isInside(root, path) {
  const r = relative(root, path);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
}
function realOf(path) {
  const abs = resolve(path);
  const rest = [];
  let p = abs;
  for (; ; ) {
    try {
      return join(realpathSync(p), ...rest.reverse());
    } catch {
      const up = dirname(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}
function confine(input, base, scope, what) {
  const path = resolve(base, input);
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
  let d = resolve(dir);
  for (; ; ) {
    if (existsSync(join(d, ".git"))) return { root: d, name: "the repository the contract is in" };
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve(cwd), resolve(dir))) return { root: resolve(cwd), name: "the working directory" };
  return { root: resolve(dir), name: "the contract's folder" };
}

export {
  confine,
  defaultRoot
};
//# sourceMappingURL=chunk-P2QC6Y4J.js.map
