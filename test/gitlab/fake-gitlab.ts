import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';

/**
 * A loopback stand-in for the part of GitLab's REST API v4 rankgate uses, answering as GitLab documents and does:
 * - auth by PRIVATE-TOKEN (or Authorization: Bearer); an unknown token is 401 `{"message":"401 Unauthorized"}`; a
 *   JOB-TOKEN is not accepted by these endpoints (GitLab ignores the header there, so the request is unauthenticated:
 *   401); a token with only `read_api` gets GitLab's 403 `insufficient_scope` on every write;
 * - 404s that name what is missing: `404 Project Not Found`, `404 File Not Found`, `404 Commit Not Found` (an unknown
 *   ref), `404 Not found` (a merge request or note), `404 Not Found` for an unknown route (e.g. a file path whose `/`
 *   was not URL-encoded);
 * - offset pagination: per_page (at most 100, default 20), X-Page, X-Per-Page, X-Next-Page (empty on the last page),
 *   X-Prev-Page, X-Total, X-Total-Pages and a Link header (first, prev, next, last);
 * - the commits API's refusals, all 400: a stale `last_commit_id` ("The file has changed since you started editing
 *   it: <path>"), `create` of an existing file, `update` of a missing one, a `start_branch` while `branch` exists,
 *   a missing start branch; a protected branch is 403 "403 Forbidden - You are not allowed to push into this branch";
 * - a merge request's changed files (`/diffs`, GitLab 15.7+) computed from its base and head trees;
 * - notes over 1,000,000 characters refused (400); editing or deleting another user's note is 403.
 * Faults inject a status (429 with Retry-After, 5xx) or a hang for matching requests. State persists across requests;
 * every request is recorded with its parsed body.
 */

export interface FakeUser {
  id: number;
  username: string;
  /** `api` writes; `read_api` only reads. */
  scopes: ('api' | 'read_api')[];
  bot?: boolean;
}

export interface FakeNote {
  id: number;
  iid: number;
  body: string;
  author: string;
  system: boolean;
}

export interface FakeLabelEvent {
  id: number;
  iid: number;
  action: 'add' | 'remove';
  user: string;
  /** null: the label was deleted from the project since. */
  label: string | null;
}

export interface FakeMergeRequest {
  iid: number;
  labels: string[];
  sourceBranch: string;
  targetBranch: string;
  sourceProjectId: number;
  baseSha: string;
  headSha: string;
}

/** A commit: its whole tree (path → bytes and the commit that last changed the file) and its parent. */
export interface FakeCommit {
  sha: string;
  parent: string | null;
  message: string;
  author: string;
  /** When it was committed: a minute after the commit before it, from 2026-01-01 (deterministic). */
  committedDate: string;
  files: Map<string, { bytes: Buffer; lastCommit: string }>;
}

export interface Fault {
  method?: string;
  path: RegExp;
  status: number;
  times: number;
  headers?: Record<string, string>;
  /** A string is sent as text/plain (as GitLab's rate limiter does), anything else as JSON. */
  body?: unknown;
  /** Never answer: the connection stays open until the client gives up or the server stops. */
  hang?: boolean;
}

export interface Recorded {
  method: string;
  /** The path with its query string, as sent. */
  url: string;
  status: number;
  /** `private:<token>`, `job:<token>` or `none`. */
  auth: string;
  /** The parsed JSON body of a write. */
  body: unknown;
}

export const NOTE_LIMIT = 1_000_000;

export class FakeGitLab {
  readonly projectId: number;
  readonly projectPath: string;
  users = new Map<string, FakeUser>();
  jobToken = 'job-token-value';
  notes: FakeNote[] = [];
  labelEvents: FakeLabelEvent[] = [];
  mergeRequests = new Map<number, FakeMergeRequest>();
  branches = new Map<string, string>();
  commits = new Map<string, FakeCommit>();
  protectedBranches = new Set<string>();
  faults: Fault[] = [];
  requests: Recorded[] = [];
  /** Runs before a commit is applied: lets a test play another job committing at that very moment. */
  beforeCommit: ((body: Record<string, unknown>) => void) | null = null;
  /** Runs after a note is created: lets a test play a concurrent job posting its own. */
  afterCreateNote: ((n: FakeNote) => void) | null = null;
  /** Runs before a note is created: lets a test play a concurrent job whose note lands first. */
  beforeCreateNote: (() => void) | null = null;
  private nextId = 5000;
  private server: Server | null = null;
  url = '';

  constructor(o: { projectId?: number; projectPath?: string; defaultBranch?: string } = {}) {
    this.projectId = o.projectId ?? 42;
    this.projectPath = o.projectPath ?? 'acme/search';
    // The repository starts with one commit on the default branch.
    const root = this.makeCommit(null, 'initial commit', 'alice', new Map([['README.md', Buffer.from('# search\n')]]));
    this.branches.set(o.defaultBranch ?? 'main', root);
  }

  get apiUrl(): string {
    return `${this.url}/api/v4`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((e: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `fake server bug: ${String(e)}` }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    if (this.server) {
      this.server.closeAllConnections();
      await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    }
  }

  addUser(token: string, u: FakeUser): void {
    this.users.set(token, u);
  }

  addNote(iid: number, author: string, body: string, system = false): FakeNote {
    const n = { id: this.nextId++, iid, body, author, system };
    this.notes.push(n);
    return n;
  }

  notesOn(iid: number): FakeNote[] {
    return this.notes.filter((n) => n.iid === iid).sort((a, b) => a.id - b.id);
  }

  addLabelEvent(iid: number, action: 'add' | 'remove', user: string, label: string | null): void {
    this.labelEvents.push({ id: this.nextId++, iid, action, user, label });
  }

  /** A commit on `branch` (created from the default branch's head when absent) as if someone pushed it. */
  push(branch: string, files: Record<string, string | Buffer>, author = 'alice', message = 'push'): string {
    const head = this.branches.get(branch) ?? this.branches.values().next().value!;
    const tree = new Map(this.commits.get(head)!.files);
    const sha = this.makeCommit(head, message, author, new Map());
    for (const [p, b] of Object.entries(files)) tree.set(p, { bytes: Buffer.from(b), lastCommit: sha });
    this.commits.get(sha)!.files = tree;
    this.branches.set(branch, sha);
    return sha;
  }

  /** The bytes of `path` on `ref` (a branch or a SHA), or null. */
  fileAt(ref: string, path: string): Buffer | null {
    const c = this.commits.get(this.branches.get(ref) ?? ref);
    return c?.files.get(path)?.bytes ?? null;
  }

  /** A commit's date: a minute after the commit before it, from 2026-01-01, in GitLab's RFC 3339 spelling. */
  private nextDate(): string {
    return new Date(Date.UTC(2026, 0, 1) + this.commits.size * 60_000).toISOString().replace('Z', '+00:00');
  }

  private makeCommit(parent: string | null, message: string, author: string, files: Map<string, Buffer>): string {
    const sha = createHash('sha1').update(`${parent}\n${message}\n${this.commits.size}`).digest('hex');
    const tree = new Map(parent ? this.commits.get(parent)!.files : []);
    for (const [p, b] of files) tree.set(p, { bytes: b, lastCommit: sha });
    this.commits.set(sha, { sha, parent, message, author, committedDate: this.nextDate(), files: tree });
    return sha;
  }

  private send(
    res: ServerResponse,
    rec: Omit<Recorded, 'status'>,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    this.requests.push({ ...rec, status });
    if (Buffer.isBuffer(body)) {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(body);
    } else if (typeof body === 'string') {
      res.writeHead(status, { 'content-type': 'text/plain', ...headers });
      res.end(body);
    } else if (status === 204) {
      res.writeHead(204, headers);
      res.end();
    } else {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const url = new URL(req.url!, this.url);
    const method = req.method!;
    let body: unknown = null;
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        body = raw.toString('utf8');
      }
    }
    const privateToken =
      (req.headers['private-token'] as string | undefined) ??
      /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const jobToken = req.headers['job-token'] as string | undefined;
    const auth = privateToken ? `private:${privateToken}` : jobToken ? `job:${jobToken}` : 'none';
    const rec = { method, url: req.url!, auth, body };
    const reply = (status: number, b: unknown, h?: Record<string, string>) => this.send(res, rec, status, b, h);

    const fault = this.faults.find(
      (f) => f.times > 0 && (!f.method || f.method === method) && f.path.test(url.pathname),
    );
    if (fault) {
      fault.times--;
      if (fault.hang) {
        this.requests.push({ ...rec, status: 0 });
        return;
      }
      return reply(fault.status, fault.body ?? { message: `${fault.status} injected` }, fault.headers);
    }

    // Segments decoded one by one: `a%2Fb` is one segment, as GitLab routes a URL-encoded file path.
    const parts = url.pathname.split('/').slice(1).map(decodeURIComponent);
    if (parts[0] !== 'api' || parts[1] !== 'v4') return reply(404, { error: '404 Not Found' });
    const route = parts.slice(2);

    // A job token is not accepted here: GitLab ignores the header and the request is unauthenticated.
    const user = privateToken ? this.users.get(privateToken) : undefined;
    if (!user) return reply(401, { message: '401 Unauthorized' });
    const isWrite = method !== 'GET' && method !== 'HEAD';
    if (isWrite && !user.scopes.includes('api')) {
      return reply(403, {
        error: 'insufficient_scope',
        error_description: 'The request requires higher privileges than provided by the access token.',
        scope: 'api',
      });
    }

    if (route.length === 1 && route[0] === 'user' && method === 'GET') {
      return reply(200, {
        id: user.id,
        username: user.username,
        name: user.username,
        state: 'active',
        bot: user.bot ?? false,
      });
    }
    if (route[0] !== 'projects' || route.length < 2) return reply(404, { error: '404 Not Found' });
    if (route[1] !== String(this.projectId) && route[1] !== this.projectPath)
      return reply(404, { message: '404 Project Not Found' });
    const rest = route.slice(2);

    if (rest[0] === 'merge_requests' && rest.length >= 2) {
      const mr = /^\d+$/.test(rest[1]!) ? this.mergeRequests.get(Number(rest[1])) : undefined;
      if (!mr) return reply(404, { message: '404 Not found' });
      if (rest.length === 2 && method === 'GET') return reply(200, this.apiMergeRequest(mr));
      if (rest[2] === 'resource_label_events' && rest.length === 3 && method === 'GET') {
        const events = this.labelEvents
          .filter((e) => e.iid === mr.iid)
          .sort((a, b) => a.id - b.id)
          .map((e) => ({
            id: e.id,
            user: { id: 1, username: e.user },
            created_at: '2024-05-01T10:00:00.000Z',
            resource_type: 'MergeRequest',
            resource_id: mr.iid,
            label: e.label === null ? null : { id: 7, name: e.label, color: '#428BCA', description: null },
            action: e.action,
          }));
        return this.page(url, events, reply);
      }
      if (rest[2] === 'notes') return this.notesRoute(mr, rest.slice(3), method, body, user, url, reply);
      // GitLab 15.7+: the merge request's changed files, paginated, between diff_refs.base_sha and the head (no renames here).
      if (rest[2] === 'diffs' && rest.length === 3 && method === 'GET') return this.page(url, this.diffsOf(mr), reply);
      return reply(404, { error: '404 Not Found' });
    }

    if (rest[0] === 'repository' && rest[1] === 'files' && rest.length >= 3 && method === 'GET') {
      const path = rest[2]!;
      const wantRaw = rest.length === 4 && rest[3] === 'raw';
      if (rest.length > 4 || (rest.length === 4 && !wantRaw)) return reply(404, { error: '404 Not Found' });
      const ref = url.searchParams.get('ref');
      if (!ref) return reply(400, { error: 'ref is missing' });
      const c = this.commits.get(this.branches.get(ref) ?? ref);
      if (!c) return reply(404, { message: '404 Commit Not Found' });
      const f = c.files.get(path);
      if (!f) return reply(404, { message: '404 File Not Found' });
      if (wantRaw) return reply(200, f.bytes);
      return reply(200, {
        file_name: path.split('/').pop(),
        file_path: path,
        size: f.bytes.length,
        encoding: 'base64',
        content: f.bytes.toString('base64'),
        content_sha256: createHash('sha256').update(f.bytes).digest('hex'),
        ref,
        blob_id: createHash('sha1').update(f.bytes).digest('hex'),
        commit_id: c.sha,
        last_commit_id: f.lastCommit,
        execute_filemode: false,
      });
    }

    // GET …/repository/commits/:sha (a SHA or a branch name): the commit, as GitLab describes one.
    if (rest.length === 3 && rest[0] === 'repository' && rest[1] === 'commits' && method === 'GET') {
      const c = this.commits.get(this.branches.get(rest[2]!) ?? rest[2]!);
      if (!c) return reply(404, { message: '404 Commit Not Found' });
      return reply(200, {
        id: c.sha,
        short_id: c.sha.slice(0, 8),
        title: c.message.split('\n')[0],
        message: c.message,
        author_name: c.author,
        authored_date: c.committedDate,
        committer_name: c.author,
        committed_date: c.committedDate,
        created_at: c.committedDate,
        parent_ids: c.parent ? [c.parent] : [],
        web_url: `${this.url}/${this.projectPath}/-/commit/${c.sha}`,
      });
    }
    if (rest.length === 2 && rest[0] === 'repository' && rest[1] === 'commits' && method === 'POST') {
      return this.commitRoute(body as Record<string, unknown>, user, reply);
    }
    return reply(404, { error: '404 Not Found' });
  }

  private apiMergeRequest(mr: FakeMergeRequest) {
    return {
      id: 9000 + mr.iid,
      iid: mr.iid,
      project_id: this.projectId,
      state: 'opened',
      title: 'Tune ranking',
      labels: mr.labels,
      source_branch: mr.sourceBranch,
      target_branch: mr.targetBranch,
      source_project_id: mr.sourceProjectId,
      target_project_id: this.projectId,
      sha: mr.headSha,
      web_url: `https://gitlab.example/${this.projectPath}/-/merge_requests/${mr.iid}`,
      diff_refs: { base_sha: mr.baseSha, head_sha: mr.headSha, start_sha: mr.baseSha },
    };
  }

  private diffsOf(mr: FakeMergeRequest) {
    const base = this.commits.get(mr.baseSha)?.files ?? new Map();
    const head = this.commits.get(mr.headSha)?.files ?? new Map();
    const paths = [...new Set([...base.keys(), ...head.keys()])].sort();
    return paths
      .filter((p) => !base.get(p)?.bytes.equals(head.get(p)?.bytes ?? Buffer.alloc(0)) || !head.has(p))
      .map((p) => ({
        diff: '',
        old_path: p,
        new_path: p,
        a_mode: base.has(p) ? '100644' : '0',
        b_mode: head.has(p) ? '100644' : '0',
        new_file: !base.has(p),
        renamed_file: false,
        deleted_file: !head.has(p),
        generated_file: false,
      }));
  }

  private apiNote(n: FakeNote) {
    return {
      id: n.id,
      type: null,
      body: n.body,
      author: { id: 1, username: n.author, name: n.author },
      created_at: '2024-05-01T10:00:00.000Z',
      system: n.system,
      noteable_id: 9000 + n.iid,
      noteable_type: 'MergeRequest',
      noteable_iid: n.iid,
      resolvable: false,
      confidential: false,
      internal: false,
    };
  }

  private notesRoute(
    mr: FakeMergeRequest,
    rest: string[],
    method: string,
    body: unknown,
    user: FakeUser,
    url: URL,
    reply: (s: number, b: unknown, h?: Record<string, string>) => void,
  ) {
    const text = (body as { body?: unknown } | null)?.body;
    const tooLong = () => reply(400, { message: { note: [`is too long (maximum is ${NOTE_LIMIT} characters)`] } });
    if (rest.length === 0 && method === 'GET') {
      const all = this.notesOn(mr.iid);
      if (url.searchParams.get('sort') === 'desc') all.reverse();
      return this.page(
        url,
        all.map((n) => this.apiNote(n)),
        reply,
      );
    }
    if (rest.length === 0 && method === 'POST') {
      if (typeof text !== 'string' || text === '') return reply(400, { error: 'body is missing' });
      if (text.length > NOTE_LIMIT) return tooLong();
      this.beforeCreateNote?.();
      const n = this.addNote(mr.iid, user.username, text);
      reply(201, this.apiNote(n));
      this.afterCreateNote?.(n);
      return;
    }
    const n =
      rest.length === 1 && /^\d+$/.test(rest[0]!)
        ? this.notes.find((x) => x.id === Number(rest[0]) && x.iid === mr.iid)
        : undefined;
    if (!n) return reply(404, { message: '404 Not found' });
    if (method === 'GET') return reply(200, this.apiNote(n));
    if (n.author !== user.username || n.system) return reply(403, { message: '403 Forbidden' });
    if (method === 'PUT') {
      if (typeof text !== 'string' || text === '') return reply(400, { error: 'body is missing' });
      if (text.length > NOTE_LIMIT) return tooLong();
      n.body = text;
      return reply(200, this.apiNote(n));
    }
    if (method === 'DELETE') {
      this.notes = this.notes.filter((x) => x !== n);
      return reply(204, null);
    }
    return reply(405, { message: '405 Method Not Allowed' });
  }

  private commitRoute(b: Record<string, unknown>, user: FakeUser, reply: (s: number, b: unknown) => void) {
    for (const k of ['branch', 'commit_message', 'actions'])
      if (b?.[k] === undefined) return reply(400, { error: `${k} is missing` });
    const branch = String(b.branch);
    const start = b.start_branch === undefined ? branch : String(b.start_branch);
    if (this.protectedBranches.has(branch))
      return reply(403, { message: '403 Forbidden - You are not allowed to push into this branch' });
    this.beforeCommit?.(b);
    this.beforeCommit = null;
    if (start !== branch && this.branches.has(branch)) {
      return reply(400, {
        message: `A branch called '${branch}' already exists. Switch to that branch in order to make changes`,
      });
    }
    const parent = this.branches.get(start);
    if (!parent) return reply(400, { message: 'You can only create or edit files when you are on a branch' });
    const tree = new Map(this.commits.get(parent)!.files);
    const sha = createHash('sha1')
      .update(`${parent}\n${String(b.commit_message)}\n${this.commits.size}`)
      .digest('hex');
    for (const a of b.actions as Record<string, unknown>[]) {
      const path = String(a.file_path);
      const old = tree.get(path);
      if (a.action === 'create' && old) return reply(400, { message: 'A file with this name already exists' });
      if (a.action === 'update' && !old) return reply(400, { message: "A file with this name doesn't exist" });
      if (a.action === 'update' && a.last_commit_id !== undefined && a.last_commit_id !== old!.lastCommit) {
        return reply(400, { message: `The file has changed since you started editing it: ${path}` });
      }
      if (a.action !== 'create' && a.action !== 'update')
        return reply(400, { error: 'actions[0][action] does not have a valid value' });
      const bytes =
        a.encoding === 'base64'
          ? Buffer.from(String(a.content), 'base64')
          : Buffer.from(String(a.content ?? ''), 'utf8');
      tree.set(path, { bytes, lastCommit: sha });
    }
    this.commits.set(sha, {
      sha,
      parent,
      message: String(b.commit_message),
      author: user.username,
      committedDate: this.nextDate(),
      files: tree,
    });
    this.branches.set(branch, sha);
    return reply(201, {
      id: sha,
      short_id: sha.slice(0, 8),
      title: String(b.commit_message).split('\n')[0],
      message: String(b.commit_message),
      parent_ids: [parent],
      author_name: user.username,
      web_url: `https://gitlab.example/${this.projectPath}/-/commit/${sha}`,
    });
  }

  /** GitLab's offset pagination: per_page (default 20, at most 100), page, and the X-* and Link headers. */
  private page(url: URL, items: unknown[], reply: (s: number, b: unknown, h?: Record<string, string>) => void): void {
    const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? '20') || 20, 1), 100);
    const total = items.length;
    const pages = Math.max(1, Math.ceil(total / perPage));
    const page = Math.max(Number(url.searchParams.get('page') ?? '1') || 1, 1);
    const at = (p: number) => {
      const u = new URL(url.href);
      u.searchParams.set('page', String(p));
      u.searchParams.set('per_page', String(perPage));
      return u.href;
    };
    const links = [
      ...(page > 1 ? [`<${at(page - 1)}>; rel="prev"`] : []),
      ...(page < pages ? [`<${at(page + 1)}>; rel="next"`] : []),
      `<${at(1)}>; rel="first"`,
      `<${at(pages)}>; rel="last"`,
    ];
    reply(200, items.slice((page - 1) * perPage, page * perPage), {
      'x-page': String(page),
      'x-per-page': String(perPage),
      'x-next-page': page < pages ? String(page + 1) : '',
      'x-prev-page': page > 1 ? String(page - 1) : '',
      'x-total': String(total),
      'x-total-pages': String(pages),
      link: links.join(', '),
    });
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}
