import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import "./chunk-Z3K3XME4.js";

// src/github/contents.ts
function apiReader(octokit, owner, repo, sha) {
  return {
    source: "api",
    read: async (path) => {
      let data;
      try {
        ({ data } = await octokit.rest.repos.getContent({ owner, repo, path, ref: sha }));
      } catch (e) {
        if (e.status === 404) return null;
        throw e;
      }
      const f = data;
      if (Array.isArray(data) || f.type !== "file") return null;
      if (f.encoding === "base64" && typeof f.content === "string" && (f.content !== "" || f.size === 0)) return Buffer.from(f.content, "base64");
      const blob = await octokit.rest.git.getBlob({ owner, repo, file_sha: f.sha });
      return Buffer.from(blob.data.content, blob.data.encoding === "base64" ? "base64" : "utf8");
    }
  };
}
export {
  apiReader
};
//# sourceMappingURL=chunk-OJKYSJP7.js.map
