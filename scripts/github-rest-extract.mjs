// Writes test/github/github-rest.json: the operations of GitHub's published REST description that rankgate calls and
// the test fake serves, with their documented response codes and the shapes of their bodies (types, required
// properties, nullability; descriptions and examples dropped). test/github/fake-conformance.test.ts holds the fake's
// answers and rankgate's requests against it, so a fake kinder than GitHub fails a test.
//
// The description ships in the npm package @octokit/openapi (MIT, generated from github/rest-api-description). It is
// large (about 500 MB unpacked), so it is not a dependency; fetch it when the list of operations changes:
//
//   npm pack @octokit/openapi@23.0.2 && tar xzf octokit-openapi-23.0.2.tgz package/generated/api.github.com.deref.json
//   node scripts/github-rest-extract.mjs package/generated/api.github.com.deref.json
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The operations, as the description names their paths. */
export const OPERATIONS = [
  ['get', '/user'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['delete', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/events'],
  ['get', '/repos/{owner}/{repo}/contents/{path}'],
  ['put', '/repos/{owner}/{repo}/contents/{path}'],
  ['get', '/repos/{owner}/{repo}/git/blobs/{file_sha}'],
  ['get', '/repos/{owner}/{repo}/git/ref/{ref}'],
  ['post', '/repos/{owner}/{repo}/git/trees'],
  ['post', '/repos/{owner}/{repo}/git/commits'],
  ['get', '/repos/{owner}/{repo}/git/commits/{commit_sha}'],
  ['post', '/repos/{owner}/{repo}/git/refs'],
  ['patch', '/repos/{owner}/{repo}/git/refs/{ref}'],
  ['get', '/repos/{owner}/{repo}/pulls'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/files'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'],
  ['get', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}'],
];

/** How deep a body's shape is kept: deeper objects are only "an object" (the fake's answers are shallow). */
const DEPTH = 3;

/** A schema with only what a shape check reads. */
function prune(s, depth) {
  if (!s || typeof s !== 'object') return {};
  const out = {};
  if (s.type) out.type = s.type;
  if (s.nullable) out.nullable = true;
  if (s.enum) out.enum = s.enum;
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (s[k]) out[k] = s[k].map((x) => prune(x, depth));
  if (depth <= 0) return out;
  if (s.properties) {
    out.properties = Object.fromEntries(
      Object.keys(s.properties)
        .sort()
        .map((k) => [k, prune(s.properties[k], depth - 1)]),
    );
  }
  if (s.required) out.required = [...s.required].sort();
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    out.additionalProperties = prune(s.additionalProperties, depth - 1);
  if (s.items) out.items = prune(s.items, depth - 1);
  return out;
}

const jsonSchema = (content) => content?.['application/json']?.schema;

export function extract(description) {
  const ops = {};
  for (const [method, path] of OPERATIONS) {
    const op = description.paths[path]?.[method];
    if (!op) throw new Error(`${method.toUpperCase()} ${path} is not in the description`);
    const responses = {};
    for (const [code, r] of Object.entries(op.responses)) {
      const schema = jsonSchema(r.content);
      responses[code] = schema ? prune(schema, DEPTH) : null;
    }
    const request = jsonSchema(op.requestBody?.content);
    ops[`${method.toUpperCase()} ${path}`] = {
      operationId: op.operationId,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      request: request ? prune(request, DEPTH) : null,
      responses,
    };
  }
  return {
    source: `@octokit/openapi ${description.info.version}, generated/api.github.com.deref.json (MIT; from github/rest-api-description)`,
    operations: ops,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: node scripts/github-rest-extract.mjs …/api.github.com.deref.json\n');
    process.exit(2);
  }
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'github', 'github-rest.json');
  writeFileSync(out, `${JSON.stringify(extract(JSON.parse(readFileSync(file, 'utf8'))), null, 1)}\n`);
  process.stdout.write(`wrote ${out}\n`);
}
