import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/git/repo.ts
import { execFileSync } from "node:child_process";
var GIT_MAX = 1 << 30;
function gitRoot(dir) {
  try {
    return execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
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

export {
  gitRoot,
  gitCommit,
  gitDate,
  gitReader
};
//# sourceMappingURL=chunk-HKTOYMSH.js.map
