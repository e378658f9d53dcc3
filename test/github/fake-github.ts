import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { descriptionProblems } from './rest-description.js';

/**
 * A local stand-in for the parts of GitHub the action talks to: the REST endpoints for PR comments,
 * pull requests, issue events, repository contents (read at a commit or branch; PUT with GitHub's sha checks: 422
 * without the sha of an existing file, 409 for a stale one, 404 for a missing branch), the git data API (refs, trees,
 * commits, blobs) and run artifacts, and the Actions Results service (twirp CreateArtifact /
 * FinalizeArtifact plus the Azure-style blob PUTs) that @actions/artifact uploads through.
 * It keeps state across requests, so two action runs against one server see each other's comments.
 */

export interface Comment {
  id: number;
  issue: number;
  body: string;
  user: string;
}

/** A canned error answer for the next `times` requests that match. */
export interface Fault {
  method?: string;
  path: RegExp;
  status: number;
  times: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answer (the connection stays open until the client gives up or the server stops). */
  hang?: boolean;
}

export interface Recorded {
  method: string;
  path: string;
  status: number;
  authorization: string | undefined;
  /** The request's JSON body, parsed (undefined without one): what the action asked GitHub to write. */
  body?: unknown;
  /** The JSON the fake answered with (undefined without a body): rest-description.ts holds it against GitHub's. */
  answer?: unknown;
}

export interface Artifact {
  id: number;
  name: string;
  runId: number;
  /** The uploaded bytes: a zip, or the file itself for an unzipped single-file artifact. */
  zip: Buffer;
  /** The content type CreateArtifact declared (application/zip, or the single file's type). */
  mimeType: string | null;
}

export interface FakeOptions {
  /** Comments a page holds (GitHub's max is 100; small values exercise the Link pagination). */
  pageSize?: number;
  /** token → login for which GET /user answers; every other token is an installation token (403 there). */
  users?: Record<string, string>;
  /** Login that comments created with an installation token get. */
  botLogin?: string;
  /** Body limit GitHub enforces. */
  bodyLimit?: number;
  /** Files larger than this come back from the contents API without content, as GitHub does above 1 MB. */
  contentsInlineLimit?: number;
  /** The token is read-only (a fork PR's): every write answers 403, as GitHub does. */
  readOnly?: boolean;
  /**
   * token → app slug for GitHub App installation tokens (actions/create-github-app-token's): GET /user answers 403
   * "Resource not accessible by integration" as for any installation token, GraphQL `viewer` answers `<slug>[bot]`,
   * and what the token writes is by `<slug>[bot]` (`performed_via_github_app` naming the app).
   */
  apps?: Record<string, string>;
  /**
   * Branches a repository rule (ruleset) protects from this token: a contents PUT answers 409 and creating the ref
   * 422, each "Repository rule violations found" with the rule's reason, as GitHub does (GH013).
   */
  ruleProtected?: string[];
}

/** A commit the fake knows: its files (in `trees`), parents, message and the branch write that made it. */
export interface FakeCommit {
  sha: string;
  parents: string[];
  message: string;
  author: string;
}

/** An issue event as GET /repos/{o}/{r}/issues/{n}/events lists it. */
export interface IssueEvent {
  issue: number;
  event: string;
  actor: string;
  label?: string;
}

export class FakeGitHub {
  comments: Comment[] = [];
  pulls: { number: number; head: { sha: string; ref: string; label: string } }[] = [];
  artifacts: Artifact[] = [];
  faults: Fault[] = [];
  requests: Recorded[] = [];
  /** Repository contents per commit SHA: path → bytes (the contents API and git blobs serve them). */
  trees = new Map<string, Map<string, Buffer>>();
  /**
   * Pull requests by number: their base and head commits (files in `trees`). GET pulls/{n}/files lists what changed
   * between the two trees as GitHub does: paths relative to the repository root, whatever folder a workflow checks
   * the repository out in.
   */
  pullCommits = new Map<number, { base: string; head: string }>();
  /** Issue events (labeled, unlabeled, …), oldest first. */
  events: IssueEvent[] = [];
  /** Called after a comment is created: lets a test play a concurrent run that posts at the same moment. */
  afterCreate: ((c: Comment) => void) | null = null;
  /** Branches: name → commit SHA (the files are `trees.get(sha)`). */
  branches = new Map<string, string>();
  /** Commits made through the API (contents PUT, git data API), by SHA. */
  commits = new Map<string, FakeCommit>();
  /** Committer dates GET /git/commits/{sha} answers with. */
  commitDates = new Map<string, string>();
  /**
   * Holds GET answers for paths matching `path` until `count` such requests are waiting, then answers them all: two
   * concurrent action runs then surely read the same version of a file before either writes (a real race, made certain).
   */
  readBarrier: { path: RegExp; count: number } | null = null;
  private waiting: (() => void)[] = [];
  private gitTrees = new Map<string, Map<string, Buffer>>();
  private nextCommit = 1;
  /** Run id the uploads of the current action run are stored under (set by the test per scenario). */
  currentRunId = 1;
  private nextId = 1000;
  private nextArtifactId = 1;
  private mimeTypes = new Map<string, string | null>();
  private blocks = new Map<string, Buffer>();
  private pendingUploads = new Map<string, Buffer>();
  private server: Server | null = null;
  url = '';

  constructor(readonly opts: FakeOptions = {}) {}

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

  /**
   * Stops the server, then holds every exchange against GitHub's REST description (rest-description.ts): a test whose
   * fake answered as GitHub never does, or whose action sent what GitHub would refuse, fails here.
   */
  async stop(): Promise<void> {
    if (this.server) {
      this.server.closeAllConnections();
      await new Promise<void>((resolve) => this.server!.close(() => resolve()));
      this.server = null;
    }
    const problems = descriptionProblems(this.requests);
    if (problems.length > 0)
      throw new Error(`the exchanges differ from GitHub's REST description:\n${problems.join('\n')}`);
  }

  /** Adds a comment as if someone posted it (e.g. a user pasting a rankgate marker). */
  addComment(issue: number, user: string, body: string): Comment {
    const c = { id: this.nextId++, issue, body, user };
    this.comments.push(c);
    return c;
  }

  commentsOn(issue: number): Comment[] {
    return this.comments.filter((c) => c.issue === issue).sort((a, b) => a.id - b.id);
  }

  /** Request bodies (parsed JSON) by request, for the record. */
  private bodies = new WeakMap<IncomingMessage, unknown>();

  private json(
    res: ServerResponse,
    req: IncomingMessage,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    this.requests.push({
      method: req.method!,
      path: req.url!,
      status,
      authorization: req.headers.authorization,
      body: this.bodies.get(req),
      answer: body,
    });
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  private login(req: IncomingMessage): string | null {
    const auth = req.headers.authorization ?? '';
    const m = /^(?:token|bearer)\s+(.+)$/i.exec(auth);
    if (!m) return null;
    const app = this.opts.apps?.[m[1]!];
    return this.opts.users?.[m[1]!] ?? (app ? `${app}[bot]` : undefined) ?? this.opts.botLogin ?? 'github-actions[bot]';
  }

  /** GitHub's answer to a write a repository rule refuses (its status differs by endpoint: 409 contents, 422 refs). */
  private ruleViolation(res: ServerResponse, req: IncomingMessage, status: 409 | 422, reason: string): void {
    this.json(res, req, status, {
      message: `Repository rule violations found\n\n${reason}\n\n`,
      documentation_url: 'https://docs.github.com/rest/repos/contents#create-or-update-file-contents',
      status: String(status),
    });
  }

  private apiComment(c: Comment) {
    return {
      id: c.id,
      body: c.body,
      user: { login: c.user, type: c.user.endsWith('[bot]') ? 'Bot' : 'User' },
      // A bot's comment names the app that wrote it (the workflow token's app is github-actions).
      performed_via_github_app: c.user.endsWith('[bot]') ? { slug: c.user.slice(0, -'[bot]'.length) } : null,
      html_url: `https://github.com/acme/search/pull/${c.issue}#issuecomment-${c.id}`,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    if (body.length > 0 && /json/.test(req.headers['content-type'] ?? '')) {
      try {
        this.bodies.set(req, JSON.parse(body.toString('utf8')));
      } catch {
        this.bodies.set(req, body.toString('utf8'));
      }
    }
    const url = new URL(req.url!, this.url);
    const path = url.pathname;
    const method = req.method!;

    const fault = this.faults.find((f) => f.times > 0 && (!f.method || f.method === method) && f.path.test(path));
    if (fault) {
      fault.times--;
      if (fault.hang) {
        this.requests.push({ method, path: req.url!, status: 0, authorization: req.headers.authorization });
        return;
      }
      return this.json(res, req, fault.status, fault.body ?? { message: `injected ${fault.status}` }, fault.headers);
    }

    // ---- artifact service (twirp) and blob storage ----
    if (path.startsWith('/twirp/github.actions.results.api.v1.ArtifactService/')) {
      const rpc = path.split('/').pop();
      const msg = JSON.parse(body.toString('utf8') || '{}') as { name?: string; size?: string; mime_type?: string };
      if (rpc === 'CreateArtifact') {
        if (req.headers.authorization !== `Bearer ${runtimeToken()}`) {
          return this.json(res, req, 401, { msg: 'bad runtime token' });
        }
        if (this.artifacts.some((a) => a.runId === this.currentRunId && a.name === msg.name)) {
          return this.json(res, req, 409, {
            code: 'already_exists',
            msg: 'an artifact with this name already exists on the workflow run',
          });
        }
        this.mimeTypes.set(msg.name!, msg.mime_type ?? null);
        return this.json(res, req, 200, {
          ok: true,
          signedUploadUrl: `${this.url}/blob/upload/${encodeURIComponent(msg.name!)}?sig=secret-sig`,
        });
      }
      if (rpc === 'FinalizeArtifact') {
        const zip = this.pendingUploads.get(msg.name!);
        if (!zip) return this.json(res, req, 404, { msg: 'nothing uploaded' });
        const id = this.nextArtifactId++;
        this.artifacts.push({
          id,
          name: msg.name!,
          runId: this.currentRunId,
          zip,
          mimeType: this.mimeTypes.get(msg.name!) ?? null,
        });
        this.pendingUploads.delete(msg.name!);
        return this.json(res, req, 200, { ok: true, artifactId: String(id) });
      }
      return this.json(res, req, 404, { msg: `unknown rpc ${rpc}` });
    }
    if (path.startsWith('/blob/upload/') && method === 'PUT') {
      const name = decodeURIComponent(path.slice('/blob/upload/'.length));
      const comp = url.searchParams.get('comp');
      const headers = {
        'x-ms-request-id': 'fake',
        'x-ms-version': '2025-01-05',
        etag: '"0x1"',
        'last-modified': new Date(0).toUTCString(),
      };
      if (comp === 'block') {
        this.blocks.set(`${name}/${url.searchParams.get('blockid')}`, body);
        return this.json(res, req, 201, undefined, headers);
      }
      if (comp === 'blocklist') {
        const ids = [...body.toString('utf8').matchAll(/<Latest>([^<]*)<\/Latest>/g)].map((m) => m[1]!);
        this.pendingUploads.set(
          name,
          Buffer.concat(ids.map((id) => this.blocks.get(`${name}/${id}`) ?? Buffer.alloc(0))),
        );
        return this.json(res, req, 201, undefined, headers);
      }
      this.pendingUploads.set(name, body);
      return this.json(res, req, 201, undefined, headers);
    }
    if (path.startsWith('/blob/download/') && method === 'GET') {
      const id = Number(path.slice('/blob/download/'.length).replace(/\.zip$/, ''));
      const a = this.artifacts.find((x) => x.id === id);
      if (!a) return this.json(res, req, 404, { message: 'no blob' });
      this.requests.push({ method, path: req.url!, status: 200, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(a.zip.length) });
      res.end(a.zip);
      return;
    }

    // ---- REST ----
    const who = this.login(req);
    if (!who) return this.json(res, req, 401, { message: 'Requires authentication' });
    // A GraphQL query is a POST that reads: a read-only token may make it.
    if (this.opts.readOnly && method !== 'GET' && path !== '/graphql')
      return this.json(res, req, 403, { message: 'Resource not accessible by integration' });
    const barrier = this.readBarrier;
    if (barrier && method === 'GET' && barrier.path.test(decodeURIComponent(path))) {
      await new Promise<void>((go) => {
        this.waiting.push(go);
        if (this.waiting.length >= barrier.count) {
          this.readBarrier = null;
          for (const w of this.waiting.splice(0)) w();
        }
      });
    }
    let m: RegExpExecArray | null;
    if (path === '/user' && method === 'GET') {
      const token = /^(?:token|bearer)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const user = this.opts.users?.[token];
      if (!user) return this.json(res, req, 403, { message: 'Resource not accessible by integration' });
      return this.json(res, req, 200, { login: user });
    }
    if (path === '/graphql' && method === 'POST') {
      // The `viewer` of any token: the person for a personal token, `<app>[bot]` for an installation token.
      const query = (this.bodies.get(req) as { query?: unknown } | undefined)?.query;
      if (typeof query !== 'string' || !/\bviewer\s*\{\s*login\s*\}/.test(query)) {
        return this.json(res, req, 200, { errors: [{ message: 'the fake answers only { viewer { login } }' }] });
      }
      return this.json(res, req, 200, { data: { viewer: { login: who } } });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(path))) {
      const issue = Number(m[1]);
      if (method === 'GET') {
        const size = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.opts.pageSize ?? 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = this.commentsOn(issue);
        const last = Math.max(1, Math.ceil(all.length / size));
        const links: string[] = [];
        const link = (p: number, rel: string) => {
          const u = new URL(url);
          u.searchParams.set('page', String(p));
          u.searchParams.set('per_page', String(size));
          links.push(`<${u.href}>; rel="${rel}"`);
        };
        if (page < last) {
          link(page + 1, 'next');
          link(last, 'last');
        }
        if (page > 1) {
          link(1, 'first');
          link(page - 1, 'prev');
        }
        const slice = all.slice((page - 1) * size, page * size).map((c) => this.apiComment(c));
        return this.json(res, req, 200, slice, links.length ? { link: links.join(', ') } : {});
      }
      if (method === 'POST') {
        const text = (JSON.parse(body.toString('utf8')) as { body: string }).body;
        if (text.length > (this.opts.bodyLimit ?? 65_536)) return this.tooLong(res, req);
        const c = this.addComment(issue, who, text);
        this.afterCreate?.(c);
        return this.json(res, req, 201, this.apiComment(c));
      }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
      const c = this.comments.find((x) => x.id === Number(m![1]));
      if (!c) return this.json(res, req, 404, { message: 'Not Found' });
      if (method === 'PATCH') {
        if (c.user !== who) return this.json(res, req, 403, { message: 'You cannot edit this comment' });
        const text = (JSON.parse(body.toString('utf8')) as { body: string }).body;
        if (text.length > (this.opts.bodyLimit ?? 65_536)) return this.tooLong(res, req);
        c.body = text;
        return this.json(res, req, 200, this.apiComment(c));
      }
      if (method === 'DELETE') {
        if (c.user !== who) return this.json(res, req, 403, { message: 'You cannot delete this comment' });
        this.comments = this.comments.filter((x) => x !== c);
        return this.json(res, req, 204, undefined);
      }
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/events$/.exec(path)) && method === 'GET') {
      const issue = Number(m[1]);
      const size = Math.min(Number(url.searchParams.get('per_page') ?? 30), this.opts.pageSize ?? 100);
      const page = Number(url.searchParams.get('page') ?? 1);
      const all = this.events.filter((e) => e.issue === issue);
      const last = Math.max(1, Math.ceil(all.length / size));
      const headers: Record<string, string> = {};
      if (page < last) {
        const u = new URL(url);
        u.searchParams.set('page', String(page + 1));
        u.searchParams.set('per_page', String(size));
        headers['link'] = `<${u.href}>; rel="next"`;
      }
      const list = all.slice((page - 1) * size, page * size).map((e, i) => ({
        id: (page - 1) * size + i + 1,
        event: e.event,
        actor: { login: e.actor },
        ...(e.label ? { label: { name: e.label, color: 'ededed' } } : {}),
      }));
      return this.json(res, req, 200, list, headers);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/.exec(path)) && method === 'PUT') {
      return this.putContents(req, res, decodeURIComponent(m[1]!), body, who);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/contents\/(.+)$/.exec(path)) && method === 'GET') {
      const file = decodeURIComponent(m[1]!);
      const ref = this.resolveRef(url.searchParams.get('ref') ?? '');
      if (ref === null)
        return this.json(res, req, 404, { message: `No commit found for the ref ${url.searchParams.get('ref')}` });
      const bytes = this.trees.get(ref)?.get(file);
      if (!bytes) {
        const dir = [...(this.trees.get(ref)?.keys() ?? [])].filter((k) => k.startsWith(file + '/'));
        if (dir.length)
          return this.json(
            res,
            req,
            200,
            dir.map((k) => ({ type: 'file', path: k, name: k.split('/').pop() })),
          );
        return this.json(res, req, 404, { message: 'Not Found' });
      }
      const sha = blobSha(bytes);
      const inline = bytes.length <= (this.opts.contentsInlineLimit ?? 1024 * 1024);
      return this.json(res, req, 200, {
        type: 'file',
        path: file,
        name: file.split('/').pop(),
        size: bytes.length,
        sha,
        encoding: inline ? 'base64' : 'none',
        content: inline ? bytes.toString('base64') : '',
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
      for (const tree of this.trees.values()) {
        for (const bytes of tree.values()) {
          if (blobSha(bytes) === m[1])
            return this.json(res, req, 200, {
              sha: m[1],
              size: bytes.length,
              encoding: 'base64',
              content: bytes.toString('base64'),
            });
        }
      }
      return this.json(res, req, 404, { message: 'Not Found' });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/ref\/(.+)$/.exec(path)) && method === 'GET') {
      const ref = decodeURIComponent(m[1]!);
      const sha = ref.startsWith('heads/') ? this.branches.get(ref.slice('heads/'.length)) : undefined;
      if (!sha) return this.json(res, req, 404, { message: 'Not Found' });
      return this.json(res, req, 200, { ref: `refs/${ref}`, object: { sha, type: 'commit' } });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/trees$/.exec(path)) && method === 'POST') {
      const msg = JSON.parse(body.toString('utf8')) as {
        base_tree?: string;
        tree: { path: string; mode: string; type: string; content?: string }[];
      };
      if (msg.base_tree) return this.json(res, req, 422, { message: 'the fake supports new trees only' });
      const files = new Map<string, Buffer>();
      for (const e of msg.tree) {
        if (e.type !== 'blob' || e.mode !== '100644' || typeof e.content !== 'string')
          return this.json(res, req, 422, { message: 'Invalid tree info' });
        files.set(e.path, Buffer.from(e.content, 'utf8'));
      }
      const sha = createHash('sha1')
        .update(JSON.stringify([...files].map(([k, v]) => [k, blobSha(v)])))
        .digest('hex');
      this.gitTrees.set(sha, files);
      return this.json(res, req, 201, {
        sha,
        tree: [...files].map(([k, v]) => ({ path: k, mode: '100644', type: 'blob', sha: blobSha(v) })),
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/commits$/.exec(path)) && method === 'POST') {
      const msg = JSON.parse(body.toString('utf8')) as { message: string; tree: string; parents: string[] };
      const files = this.gitTrees.get(msg.tree);
      if (!files) return this.json(res, req, 422, { message: 'Tree SHA does not exist' });
      if (msg.parents.some((p) => !this.trees.has(p)))
        return this.json(res, req, 422, { message: 'Parent SHA does not exist or is not a commit object' });
      const c = this.commit(new Map(files), msg.parents, msg.message, who);
      return this.json(res, req, 201, {
        sha: c.sha,
        tree: { sha: msg.tree },
        parents: msg.parents.map((sha) => ({ sha })),
        html_url: `https://github.com/acme/search/commit/${c.sha}`,
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/refs$/.exec(path)) && method === 'POST') {
      const msg = JSON.parse(body.toString('utf8')) as { ref: string; sha: string };
      if (!/^refs\/heads\/.+/.test(msg.ref))
        return this.json(res, req, 422, { message: 'Reference name must start with refs/heads/' });
      if (!this.trees.has(msg.sha)) return this.json(res, req, 422, { message: 'Object does not exist' });
      const name = msg.ref.slice('refs/heads/'.length);
      if (this.opts.ruleProtected?.includes(name))
        return this.ruleViolation(res, req, 422, 'Cannot create ref due to creations being restricted.');
      if (this.branches.has(name)) return this.json(res, req, 422, { message: 'Reference already exists' });
      this.branches.set(name, msg.sha);
      return this.json(res, req, 201, { ref: msg.ref, object: { sha: msg.sha, type: 'commit' } });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/git\/commits\/([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
      // A commit the fake knows: one with a tree (the contents API serves it) or with a date.
      const date = this.commitDates.get(m[1]!);
      if (!date && !this.trees.has(m[1]!)) return this.json(res, req, 404, { message: 'Not Found' });
      return this.json(res, req, 200, {
        sha: m[1],
        ...(date ? { committer: { name: 'someone', email: 'someone@example.com', date } } : {}),
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/files$/.exec(path)) && method === 'GET') {
      return this.pullFiles(req, res, url, Number(m[1]));
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/pulls$/.exec(path)) && method === 'GET') {
      const head = url.searchParams.get('head');
      const list = this.pulls.filter((p) => !head || p.head.label === head);
      return this.json(res, req, 200, list);
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/(\d+)\/artifacts$/.exec(path)) && method === 'GET') {
      const list = this.artifacts.filter((a) => a.runId === Number(m![1]));
      return this.json(res, req, 200, {
        total_count: list.length,
        artifacts: list.map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: a.zip.length,
          created_at: '2026-11-01T00:00:00Z',
          digest: null,
        })),
      });
    }
    if ((m = /^\/repos\/[^/]+\/[^/]+\/actions\/artifacts\/(\d+)\/zip$/.exec(path)) && method === 'GET') {
      const a = this.artifacts.find((x) => x.id === Number(m![1]));
      if (!a) return this.json(res, req, 404, { message: 'Not Found' });
      return this.json(res, req, 302, undefined, {
        location: `${this.url}/blob/download/${a.id}.zip?sig=download-sig`,
      });
    }
    return this.json(res, req, 404, { message: `Not Found (fake has no ${method} ${path})` });
  }

  /**
   * GET /repos/{o}/{r}/pulls/{n}/files: the files changed between the PR's base and head trees, sorted by path,
   * `status` added / removed / modified (this fake detects no renames: GitHub lists a rewritten file as added and
   * removed too), paginated like GitHub (30 a page by default, at most 100, a Link header to the next page).
   */
  private pullFiles(req: IncomingMessage, res: ServerResponse, url: URL, n: number): void {
    const pr = this.pullCommits.get(n);
    const base = pr && this.trees.get(pr.base);
    const head = pr && this.trees.get(pr.head);
    if (!base || !head) {
      this.json(res, req, 404, { message: 'Not Found' });
      return;
    }
    const files: {
      sha: string | null;
      filename: string;
      status: string;
      additions: number;
      deletions: number;
      changes: number;
    }[] = [];
    for (const name of [...new Set([...base.keys(), ...head.keys()])].sort()) {
      const b = base.get(name);
      const h = head.get(name);
      if (b && h && b.equals(h)) continue;
      const status = !b ? 'added' : !h ? 'removed' : 'modified';
      files.push({ sha: h ? blobSha(h) : null, filename: name, status, additions: 0, deletions: 0, changes: 0 });
    }
    const size = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
    const page = Number(url.searchParams.get('page') ?? 1);
    const headers: Record<string, string> = {};
    if (page * size < files.length) {
      const u = new URL(url);
      u.searchParams.set('page', String(page + 1));
      u.searchParams.set('per_page', String(size));
      headers['link'] = `<${u.href}>; rel="next"`;
    }
    this.json(res, req, 200, files.slice((page - 1) * size, page * size), headers);
  }

  /** A branch name or a commit SHA to the commit whose files `trees` holds; null when neither is known. */
  private resolveRef(ref: string): string | null {
    if (this.branches.has(ref)) return this.branches.get(ref)!;
    return this.trees.has(ref) ? ref : null;
  }

  /** Records a commit with `files` and returns it (SHAs count up: deterministic across runs). */
  private commit(files: Map<string, Buffer>, parents: string[], message: string, author: string): FakeCommit {
    const sha = createHash('sha1')
      .update(`fake commit ${this.nextCommit++}`)
      .digest('hex');
    const c = { sha, parents, message, author };
    this.commits.set(sha, c);
    this.trees.set(sha, files);
    return c;
  }

  /** Sets a branch's file as a commit on it (what a test does to play another writer). */
  writeFile(branch: string, file: string, bytes: Buffer, message = 'another writer'): FakeCommit {
    const head = this.branches.get(branch);
    const files = new Map(head ? this.trees.get(head) : []);
    files.set(file, bytes);
    const c = this.commit(files, head ? [head] : [], message, 'someone');
    this.branches.set(branch, c.sha);
    return c;
  }

  /** A file on a branch, or undefined. */
  fileOn(branch: string, file: string): Buffer | undefined {
    const head = this.branches.get(branch);
    return head ? this.trees.get(head)?.get(file) : undefined;
  }

  /**
   * PUT /repos/{o}/{r}/contents/{path} as GitHub answers it: the branch must exist (404), an existing file needs its
   * current blob sha (422 without one, 409 with a stale one), a sha for a file that does not exist is a conflict too;
   * the write is a new commit on the branch.
   */
  private putContents(req: IncomingMessage, res: ServerResponse, file: string, body: Buffer, who: string): void {
    const msg = JSON.parse(body.toString('utf8')) as {
      message?: string;
      content?: string;
      sha?: string;
      branch?: string;
    };
    const branch = msg.branch ?? 'main';
    const head = this.branches.get(branch);
    if (!head) {
      this.json(res, req, 404, { message: `Branch ${branch} not found` });
      return;
    }
    if (this.opts.ruleProtected?.includes(branch)) {
      this.ruleViolation(res, req, 409, 'Changes must be made through a pull request.');
      return;
    }
    if (typeof msg.message !== 'string' || typeof msg.content !== 'string') {
      this.json(res, req, 422, { message: 'Invalid request.\n\n"message" and "content" are required.' });
      return;
    }
    const current = this.trees.get(head)!.get(file);
    if (current && msg.sha === undefined) {
      this.json(res, req, 422, { message: 'Invalid request.\n\n"sha" wasn\'t supplied.' });
      return;
    }
    if (current && msg.sha !== blobSha(current)) {
      this.json(res, req, 409, { message: `${file} does not match ${msg.sha}` });
      return;
    }
    if (!current && msg.sha !== undefined) {
      this.json(res, req, 409, { message: `${file} does not match ${msg.sha}` });
      return;
    }
    const bytes = Buffer.from(msg.content, 'base64');
    const files = new Map(this.trees.get(head)!);
    files.set(file, bytes);
    const c = this.commit(files, [head], msg.message, who);
    this.branches.set(branch, c.sha);
    this.json(res, req, current ? 200 : 201, {
      content: { type: 'file', path: file, name: file.split('/').pop(), sha: blobSha(bytes), size: bytes.length },
      commit: {
        sha: c.sha,
        message: msg.message,
        html_url: `https://github.com/acme/search/commit/${c.sha}`,
        parents: [{ sha: head }],
      },
    });
  }

  private tooLong(res: ServerResponse, req: IncomingMessage): void {
    this.json(res, req, 422, {
      message: 'Validation Failed',
      errors: [
        {
          resource: 'IssueComment',
          code: 'custom',
          field: 'body',
          message: 'body is too long (maximum is 65536 characters)',
        },
      ],
    });
  }
}

/** The git blob id of some bytes (sha1 of "blob <size>\0" + bytes), as the contents API reports it. */
export function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** An unsigned JWT whose `scp` claim carries the Actions.Results ids, as the runner's ACTIONS_RUNTIME_TOKEN does. */
export function runtimeToken(): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ scp: 'Actions.GenericRead Actions.Results:11111111-2222-3333-4444-555555555555:66666666-7777-8888-9999-000000000000' })}.`;
}
