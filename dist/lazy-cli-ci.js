import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  InputError
} from "./shared-errors.js";
import "./shared-runtime.js";

// src/cli/ci.ts
async function ciCommand(env, runners, line) {
  if (env["GITLAB_CI"] === "true") {
    if (!runners)
      throw new InputError(
        "rankgate ci: this build has no GitLab runner",
        {},
        "run the rankgate CLI from the npm package (npx rankgate ci)"
      );
    return runners.gitlab(env, line);
  }
  if (env["GITHUB_ACTIONS"] === "true") {
    throw new InputError(
      "rankgate ci runs in GitLab CI; on GitHub Actions use the action",
      {},
      'replace the step with `uses: OWNER/rankgate@v1` (see the README, "Quick start")'
    );
  }
  throw new InputError(
    'rankgate ci found no CI it knows (GITLAB_CI is not "true")',
    {},
    "run it in a GitLab CI job, or use `rankgate compare` on a laptop"
  );
}
export {
  ciCommand
};
