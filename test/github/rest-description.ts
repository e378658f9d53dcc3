import { readFileSync } from 'node:fs';
import type { Recorded } from './fake-github.js';

/**
 * The fake GitHub held against GitHub's published REST description (an extract of @octokit/openapi made by
 * scripts/github-rest-extract.mjs): every route it serves must be an operation GitHub has, every status it answers one
 * GitHub documents for that operation (or one GitHub answers on any route), every field it sends of the documented type;
 * and what rankgate sends must be a body GitHub accepts: its required properties, documented properties only, each of
 * its type. A fake that answers as rankgate hopes rather than as GitHub does fails here.
 */

interface Shape {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: Shape[];
  oneOf?: Shape[];
  allOf?: Shape[];
  properties?: Record<string, Shape>;
  required?: string[];
  additionalProperties?: Shape;
  items?: Shape;
}

interface Operation {
  operationId: string;
  query: string[];
  request: Shape | null;
  responses: Record<string, Shape | null>;
}

const DESCRIPTION = JSON.parse(readFileSync(new URL('./github-rest.json', import.meta.url), 'utf8')) as {
  source: string;
  operations: Record<string, Operation>;
};

/**
 * Answers GitHub gives on any route whatever the operation documents: a bad or missing token (401), a token that may
 * not (403, also the primary rate limit) or a resource it may not see (404), the secondary rate limit (429) and
 * server errors. A 409 or 422 must be documented for the operation.
 */
const ANY_ROUTE = new Set([401, 403, 404, 429, 500, 502, 503, 504]);

/** Requests that are not GitHub's REST API (GraphQL, the artifact service and its blob storage). */
const NOT_REST = /^\/(graphql|twirp\/|blob\/)/;

/** The operation a request is for: its template matched segment by segment, a last parameter taking the rest. */
export function operationOf(method: string, path: string): string | null {
  const segments = path.split('/');
  for (const key of Object.keys(DESCRIPTION.operations)) {
    const [m, template] = key.split(' ') as [string, string];
    if (m !== method) continue;
    const parts = template.split('/');
    const last = parts.length - 1;
    const greedy = parts[last]!.startsWith('{') && segments.length > parts.length;
    if (segments.length !== parts.length && !greedy) continue;
    if (parts.every((p, i) => (p.startsWith('{') ? segments[i] !== '' : p === segments[i]))) return key;
  }
  return null;
}

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (Number.isInteger(v)) return 'integer';
  return typeof v;
}

/**
 * How a body is held against its shape: a request must have the required properties and no others; an answer may leave
 * properties out (the fake sends what rankgate reads) but not invent one; an error answer may carry more than its
 * documented shape (GitHub's error bodies now add `status`, which the description does not list).
 */
type Mode = 'request' | 'answer' | 'error';

/** Where `value` differs from `shape`, under `mode`. */
export function shapeProblems(value: unknown, shape: Shape, where: string, mode: Mode): string[] {
  const strict = mode === 'request';
  if (value === null)
    return shape.nullable || shape.type === 'null' ? [] : [`${where} is null, which GitHub never sends`];
  const alternatives = shape.anyOf ?? shape.oneOf;
  if (alternatives) {
    const each = alternatives.map((a) => shapeProblems(value, a, where, mode));
    return each.some((p) => p.length === 0) ? [] : (each.sort((a, b) => a.length - b.length)[0] ?? []);
  }
  if (shape.allOf)
    return shape.allOf.flatMap((a) => shapeProblems(value, a, where, mode === 'request' ? 'answer' : mode));
  const t = typeOf(value);
  if (shape.type) {
    const ok = shape.type === t || (shape.type === 'number' && t === 'integer');
    if (!ok) return [`${where} is ${t}, documented ${shape.type}`];
  }
  if (shape.enum && !shape.enum.includes(value))
    return [`${where} is ${JSON.stringify(value)}, not one of ${JSON.stringify(shape.enum)}`];
  if (t === 'array' && shape.items) {
    return (value as unknown[]).flatMap((x, i) => shapeProblems(x, shape.items!, `${where}[${i}]`, mode));
  }
  if (t === 'object' && (shape.properties || shape.required)) {
    const o = value as Record<string, unknown>;
    const out: string[] = [];
    if (strict) for (const k of shape.required ?? []) if (!(k in o)) out.push(`${where}.${k} is required`);
    for (const [k, v] of Object.entries(o)) {
      const p = shape.properties?.[k] ?? shape.additionalProperties;
      if (p) out.push(...shapeProblems(v, p, `${where}.${k}`, mode));
      else if (mode !== 'error' && (strict || shape.properties)) out.push(`${where}.${k} is not a documented property`);
    }
    return out;
  }
  return [];
}

/** Every way the recorded exchanges differ from GitHub's description; [] when none does. */
export function descriptionProblems(requests: readonly Recorded[]): string[] {
  const out: string[] = [];
  for (const r of requests) {
    if (r.status === 0) continue; // a request the fake was told never to answer
    const url = new URL(r.path, 'http://github.invalid');
    if (NOT_REST.test(url.pathname)) continue;
    const key = operationOf(r.method, url.pathname);
    const at = `${r.method} ${url.pathname}`;
    if (!key) {
      out.push(`${at}: no such operation in GitHub's REST API`);
      continue;
    }
    const op = DESCRIPTION.operations[key]!;
    for (const q of url.searchParams.keys())
      if (!op.query.includes(q)) out.push(`${at}: query parameter ${q} is not documented for ${op.operationId}`);
    if (r.body !== undefined && op.request) out.push(...shapeProblems(r.body, op.request, `${at} request`, 'request'));
    const documented = String(r.status) in op.responses;
    if (!documented && !ANY_ROUTE.has(r.status)) {
      out.push(`${at}: answered ${r.status}; ${op.operationId} documents ${Object.keys(op.responses).join(', ')}`);
      continue;
    }
    const shape = op.responses[String(r.status)];
    if (documented && shape && r.answer !== undefined)
      out.push(...shapeProblems(r.answer, shape, `${at} ${r.status} answer`, r.status >= 400 ? 'error' : 'answer'));
  }
  return out;
}

export const DESCRIPTION_SOURCE = DESCRIPTION.source;
