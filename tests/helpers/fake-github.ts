import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of GitHub for tests: a node:http server on 127.0.0.1 and a random port that serves
 * both the OAuth endpoints (set GITHUB_OAUTH_BASE to `url`) and the REST API (GITHUB_API_BASE to
 * `url`), so arctic and the app's fetch calls run for real.
 *
 *   const gh = new FakeGitHub();           // or: const gh = await startFakeGitHub();
 *   await gh.start();                       // gh.url: "http://127.0.0.1:PORT"
 *   gh.addUser("ada");
 *   gh.seedRepo({ owner: "ada", name: "sensor", branches: ["main", "dev"], readme: "# Sensor" });
 *   gh.seedCommits("ada/sensor", [{ message: "try int8", date: "2025-03-01T10:00:00Z" }]);
 *   const token = gh.issueToken("ada");     // a personal access token
 *   const code = await gh.authorize(authorizeUrl, "ada"); // the user approving the OAuth App
 *   await gh.stop();
 *
 * OAuth: /login/oauth/authorize (302 to redirect_uri with code and state), /login/oauth/access_token
 * (authorization_code with PKCE S256, refresh_token; refused grants answer 200 {error} as GitHub
 * does). Expiring tokens when `expiresIn` is set (option or `gh.expiresIn`). API: /user,
 * /user/repos, /repos/{o}/{r}, /repos/{o}/{r}/branches[/{branch}], /repos/{o}/{r}/commits (sha,
 * since, until, per_page, page; Link header), /repos/{o}/{r}/commits/{sha}, /repos/{o}/{r}/readme
 * (JSON base64, or the raw text with Accept: application/vnd.github.raw). A bad, expired or
 * revoked token gets 401 {message: "Bad credentials"}; a repository the user cannot see, 404.
 * DELETE /applications/{client_id}/token (Basic auth as the app) revokes one token.
 */

export const FAKE_CLIENT_ID = "fake-github-client-id";
export const FAKE_CLIENT_SECRET = "fake-github-client-secret";

export interface SeedRepo {
  owner: string;
  name: string;
  id?: number;
  private?: boolean;
  defaultBranch?: string;
  branches?: (string | { name: string; protected?: boolean })[];
  readme?: string;
  /** Other logins that can see the repository (collaborators). */
  collaborators?: string[];
}

export interface SeedCommit {
  message: string;
  /** ISO-8601 author date. */
  date: string;
  sha?: string;
  author?: { name: string; email: string; login?: string };
  /** The branch it is on (the default branch when left out). */
  branch?: string;
}

interface Repo {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  defaultBranch: string;
  branches: Map<string, { protected: boolean }>;
  readme?: string;
  collaborators: Set<string>;
  commits: (Required<Omit<SeedCommit, "author">> & { author: { name: string; email: string; login?: string } })[];
}

interface Token {
  login: string;
  expiresAt?: number;
  revoked?: boolean;
}

export interface FakeGitHubOptions {
  /** Access-token lifetime in seconds: the OAuth App's tokens expire and come with refresh tokens. */
  expiresIn?: number;
  refreshTokenExpiresIn?: number;
}

const random = (prefix: string) => `${prefix}_${crypto.randomBytes(18).toString("base64url")}`;

export class FakeGitHub {
  readonly clientId = FAKE_CLIENT_ID;
  readonly clientSecret = FAKE_CLIENT_SECRET;
  expiresIn?: number;
  refreshTokenExpiresIn?: number;
  /** Every request: method, path (with query) and status. Tokens are not recorded. */
  readonly requests: { method: string; path: string; status: number }[] = [];

  private server?: http.Server;
  private base = "";
  private users = new Map<string, number>();
  private repos = new Map<string, Repo>();
  private tokens = new Map<string, Token>();
  private refreshTokens = new Map<string, { login: string; expiresAt?: number }>();
  private codes = new Map<string, { login: string; challenge?: string; redirectUri?: string }>();
  private failures: { status: number; remaining: number; pathPrefix: string }[] = [];
  private issued: string[] = [];
  /** Tokens the OAuth App revoked through the API. */
  revocations = 0;

  constructor(options: FakeGitHubOptions = {}) {
    this.expiresIn = options.expiresIn;
    this.refreshTokenExpiresIn = options.refreshTokenExpiresIn;
  }

  get url(): string {
    if (!this.base) throw new Error("FakeGitHub is not started");
    return this.base;
  }

  /** Listens on 127.0.0.1: a random free port unless `port` is given (a fixed one, for the e2e server's env). */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", resolve);
    });
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Points GITHUB_API_BASE and GITHUB_OAUTH_BASE (and the OAuth App's id and secret) at this fake. */
  env(): Record<string, string> {
    return { GITHUB_API_BASE: this.url, GITHUB_OAUTH_BASE: this.url, GITHUB_CLIENT_ID: this.clientId, GITHUB_CLIENT_SECRET: this.clientSecret };
  }

  addUser(login: string): number {
    if (!this.users.has(login)) this.users.set(login, 1000 + this.users.size);
    return this.users.get(login)!;
  }

  seedRepo(seed: SeedRepo): string {
    this.addUser(seed.owner);
    const defaultBranch = seed.defaultBranch ?? "main";
    const branches = new Map<string, { protected: boolean }>();
    for (const b of seed.branches ?? [defaultBranch]) {
      const { name, protected: p = false } = typeof b === "string" ? { name: b } : b;
      branches.set(name, { protected: p });
    }
    if (!branches.has(defaultBranch)) branches.set(defaultBranch, { protected: false });
    const fullName = `${seed.owner}/${seed.name}`;
    this.repos.set(fullName.toLowerCase(), {
      id: seed.id ?? 50_000 + this.repos.size,
      owner: seed.owner,
      name: seed.name,
      private: seed.private ?? false,
      defaultBranch,
      branches,
      readme: seed.readme,
      collaborators: new Set(seed.collaborators ?? []),
      commits: [],
    });
    return fullName;
  }

  seedBranch(fullName: string, name: string, options: { protected?: boolean } = {}): void {
    this.repo(fullName).branches.set(name, { protected: options.protected ?? false });
  }

  setReadme(fullName: string, text: string | undefined): void {
    this.repo(fullName).readme = text;
  }

  /** Adds commits (any order; answered newest first). Returns their SHAs. */
  seedCommits(fullName: string, commits: SeedCommit[]): string[] {
    const repo = this.repo(fullName);
    return commits.map((c) => {
      const sha = c.sha ?? crypto.createHash("sha1").update(`${fullName}:${repo.commits.length}:${c.message}:${c.date}`).digest("hex");
      const branch = c.branch ?? repo.defaultBranch;
      if (!repo.branches.has(branch)) repo.branches.set(branch, { protected: false });
      repo.commits.push({ sha, message: c.message, date: c.date, branch, author: c.author ?? { name: repo.owner, email: `${repo.owner}@example.com`, login: repo.owner } });
      return sha;
    });
  }

  /** A personal access token (or an OAuth token) for `login`; `expiresIn` seconds if given. */
  issueToken(login: string, options: { expiresIn?: number } = {}): string {
    this.addUser(login);
    const token = random("ghp");
    this.issued.push(token);
    this.tokens.set(token, { login, expiresAt: options.expiresIn ? Date.now() + options.expiresIn * 1000 : undefined });
    return token;
  }

  /** The live access tokens issued to `login` (to assert they never leak into answers). */
  tokensOf(login: string): string[] {
    return [...this.tokens].filter(([, t]) => t.login === login && !t.revoked).map(([k]) => k);
  }

  /** Every access and refresh token issued so far, revoked or not (to assert none leaks). */
  issuedTokens(): string[] {
    return [...this.issued];
  }

  /** Makes every access token of `login` expired now (refresh tokens still work). */
  expireTokens(login: string): void {
    for (const t of this.tokens.values()) if (t.login === login) t.expiresAt = Date.now() - 1000;
  }

  /** Revokes every access and refresh token of `login` (GitHub then answers 401). */
  revokeTokens(login: string): void {
    for (const t of this.tokens.values()) if (t.login === login) t.revoked = true;
    for (const [k, r] of this.refreshTokens) if (r.login === login) this.refreshTokens.delete(k);
  }

  /** The next `times` API requests whose path starts with `pathPrefix` answer `status`. */
  failApi(status: number, { times = 1, pathPrefix = "/" }: { times?: number; pathPrefix?: string } = {}): void {
    this.failures.push({ status, remaining: times, pathPrefix });
  }

  /** The user `login` approving the OAuth App at `authorizeUrl`: the code GitHub sends back. */
  async authorize(authorizeUrl: string, login: string): Promise<{ code: string; state: string; redirectUri: string }> {
    const url = new URL(authorizeUrl);
    url.searchParams.set("login", login);
    const res = await fetch(url, { redirect: "manual" });
    const location = new URL(res.headers.get("location") ?? "");
    return { code: location.searchParams.get("code")!, state: location.searchParams.get("state")!, redirectUri: `${location.origin}${location.pathname}` };
  }

  private repo(fullName: string): Repo {
    const repo = this.repos.get(fullName.toLowerCase());
    if (!repo) throw new Error(`FakeGitHub: no repository ${fullName}`);
    return repo;
  }

  private visible(repo: Repo, login: string, listing = false): boolean {
    return repo.owner === login || repo.collaborators.has(login) || (!listing && !repo.private);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.base);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      this.requests.push({ method: req.method ?? "GET", path: `${url.pathname}${url.search}`, status });
      const text = typeof body === "string" ? body : JSON.stringify(body);
      res.writeHead(status, { "content-type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json", ...headers });
      res.end(text);
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      if (url.pathname === "/login/oauth/authorize") return this.authorizeEndpoint(url, send);
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") return send(200, this.tokenEndpoint(req, body));
      if (req.method === "DELETE" && url.pathname === `/applications/${this.clientId}/token`) {
        return send(...this.revokeEndpoint(req, body));
      }
      const failure = this.failures.find((f) => f.remaining > 0 && url.pathname.startsWith(f.pathPrefix));
      if (failure) {
        failure.remaining -= 1;
        return send(failure.status, { message: `fake failure ${failure.status}` });
      }
      const auth = /^(?:Bearer|token)\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const token = auth ? this.tokens.get(auth) : undefined;
      if (!token || token.revoked || (token.expiresAt !== undefined && token.expiresAt < Date.now())) {
        return send(401, { message: "Bad credentials" });
      }
      const [status, payload, headers] = this.api(url, token.login, String(req.headers.accept ?? ""));
      return send(status, payload, headers);
    } catch (err) {
      return send(500, { message: err instanceof Error ? err.message : "fake failure" });
    }
  }

  private authorizeEndpoint(url: URL, send: (s: number, b: unknown, h?: Record<string, string>) => void) {
    const p = url.searchParams;
    if (p.get("client_id") !== this.clientId) return send(400, { message: "unknown client_id" });
    const login = p.get("login") ?? [...this.users.keys()][0];
    if (!login) return send(400, { message: "no user to sign in" });
    const code = random("code");
    this.codes.set(code, { login, challenge: p.get("code_challenge") ?? undefined, redirectUri: p.get("redirect_uri") ?? undefined });
    const target = new URL(p.get("redirect_uri") ?? "http://localhost/callback");
    target.searchParams.set("code", code);
    target.searchParams.set("state", p.get("state") ?? "");
    return send(302, "", { location: target.toString() });
  }

  /** GitHub's `DELETE /applications/{client_id}/token`: the app (Basic auth) revokes one token. */
  private revokeEndpoint(req: http.IncomingMessage, raw: string): [number, unknown] {
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    if (!basic || Buffer.from(basic, "base64").toString("utf8") !== `${this.clientId}:${this.clientSecret}`) {
      return [401, { message: "Requires authentication" }];
    }
    const token = this.tokens.get((JSON.parse(raw || "{}") as { access_token?: string }).access_token ?? "");
    if (!token || token.revoked) return [404, { message: "Not Found" }];
    token.revoked = true;
    this.revocations += 1;
    return [204, ""];
  }

  private grant(login: string) {
    const access = random("ghu");
    this.issued.push(access);
    const expiring = this.expiresIn !== undefined;
    this.tokens.set(access, { login, expiresAt: expiring ? Date.now() + this.expiresIn! * 1000 : undefined });
    const out: Record<string, unknown> = { access_token: access, token_type: "bearer", scope: "repo,read:user" };
    if (expiring) {
      const refresh = random("ghr");
      this.issued.push(refresh);
      const refreshIn = this.refreshTokenExpiresIn ?? 15_897_600;
      this.refreshTokens.set(refresh, { login, expiresAt: Date.now() + refreshIn * 1000 });
      Object.assign(out, { expires_in: this.expiresIn, refresh_token: refresh, refresh_token_expires_in: refreshIn });
    }
    return out;
  }

  private tokenEndpoint(req: http.IncomingMessage, raw: string): Record<string, unknown> {
    const form = new URLSearchParams(raw);
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [form.get("client_id"), form.get("client_secret")];
    if (id !== this.clientId || secret !== this.clientSecret) return { error: "incorrect_client_credentials" };
    if (form.get("grant_type") === "refresh_token") {
      const refresh = this.refreshTokens.get(form.get("refresh_token") ?? "");
      this.refreshTokens.delete(form.get("refresh_token") ?? "");
      if (!refresh || (refresh.expiresAt !== undefined && refresh.expiresAt < Date.now())) return { error: "bad_refresh_token" };
      return this.grant(refresh.login);
    }
    const code = this.codes.get(form.get("code") ?? "");
    this.codes.delete(form.get("code") ?? "");
    if (!code) return { error: "bad_verification_code" };
    if (code.redirectUri && form.get("redirect_uri") !== code.redirectUri) return { error: "redirect_uri_mismatch" };
    if (code.challenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (crypto.createHash("sha256").update(verifier).digest("base64url") !== code.challenge) return { error: "bad_verification_code" };
    }
    return this.grant(code.login);
  }

  private page<T>(url: URL, items: T[]): [T[], Record<string, string>] {
    const perPage = Math.min(Math.max(Number(url.searchParams.get("per_page") ?? 30) || 30, 1), 100);
    const page = Math.max(Number(url.searchParams.get("page") ?? 1) || 1, 1);
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const headers: Record<string, string> = {};
    if (page < last) {
      const next = new URL(url);
      next.searchParams.set("page", String(page + 1));
      const lastUrl = new URL(url);
      lastUrl.searchParams.set("page", String(last));
      headers.link = `<${next}>; rel="next", <${lastUrl}>; rel="last"`;
    }
    return [items.slice((page - 1) * perPage, page * perPage), headers];
  }

  private repoJson(r: Repo) {
    return {
      id: r.id,
      name: r.name,
      full_name: `${r.owner}/${r.name}`,
      private: r.private,
      default_branch: r.defaultBranch,
      owner: { login: r.owner, id: this.users.get(r.owner) },
      html_url: `${this.base}/${r.owner}/${r.name}`,
    };
  }

  private commitJson(r: Repo, c: Repo["commits"][number]) {
    const person = { name: c.author.name, email: c.author.email, date: c.date };
    return {
      sha: c.sha,
      commit: { message: c.message, author: person, committer: person },
      author: c.author.login ? { login: c.author.login } : null,
      html_url: `${this.base}/${r.owner}/${r.name}/commit/${c.sha}`,
    };
  }

  private api(url: URL, login: string, accept: string): [number, unknown, Record<string, string>?] {
    const path = url.pathname;
    const missing: [number, unknown] = [404, { message: "Not Found" }];
    if (path === "/user") return [200, { id: this.users.get(login) ?? 0, login }];
    if (path === "/user/repos") {
      const [rows, headers] = this.page(url, [...this.repos.values()].filter((r) => this.visible(r, login, true)).map((r) => this.repoJson(r)));
      return [200, rows, headers];
    }
    const m = /^\/repos\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(path);
    if (!m) return missing;
    const repo = this.repos.get(`${decodeURIComponent(m[1]!)}/${decodeURIComponent(m[2]!)}`.toLowerCase());
    if (!repo || !this.visible(repo, login)) return missing;
    const rest = m[3] ?? "";
    if (rest === "") return [200, this.repoJson(repo)];
    if (rest === "branches") {
      const all = [...repo.branches].map(([name, b]) => ({ name, protected: b.protected, commit: { sha: this.head(repo, name) } }));
      const [rows, headers] = this.page(url, all);
      return [200, rows, headers];
    }
    if (rest.startsWith("branches/")) {
      const name = decodeURIComponent(rest.slice("branches/".length));
      const b = repo.branches.get(name);
      return b ? [200, { name, protected: b.protected, commit: { sha: this.head(repo, name) } }] : missing;
    }
    if (rest === "commits") {
      const p = url.searchParams;
      const ref = p.get("sha") ?? repo.defaultBranch;
      const since = p.get("since") ? Date.parse(p.get("since")!) : -Infinity;
      const until = p.get("until") ? Date.parse(p.get("until")!) : Infinity;
      if (!repo.branches.has(ref) && !repo.commits.some((c) => c.sha === ref)) return [404, { message: "No commit found for SHA: " + ref }];
      // A branch's commits, or (sha names a commit) those of its branch up to it.
      const at = repo.commits.find((c) => c.sha === ref);
      const onRef = at
        ? repo.commits.filter((c) => c.branch === at.branch && Date.parse(c.date) <= Date.parse(at.date))
        : repo.commits.filter((c) => c.branch === ref);
      const inRange = onRef.filter((c) => Date.parse(c.date) >= since && Date.parse(c.date) <= until);
      inRange.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
      const [rows, headers] = this.page(url, inRange.map((c) => this.commitJson(repo, c)));
      return [200, rows, headers];
    }
    if (rest.startsWith("commits/")) {
      const c = repo.commits.find((x) => x.sha === rest.slice("commits/".length));
      return c ? [200, this.commitJson(repo, c)] : missing;
    }
    if (rest === "readme") {
      if (repo.readme === undefined) return missing;
      if (accept.includes("application/vnd.github.raw")) return [200, repo.readme];
      return [200, { name: "README.md", path: "README.md", encoding: "base64", content: Buffer.from(repo.readme, "utf8").toString("base64") }];
    }
    return missing;
  }

  private head(repo: Repo, branch: string): string {
    const on = repo.commits.filter((c) => c.branch === branch).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    return on[0]?.sha ?? crypto.createHash("sha1").update(`${repo.owner}/${repo.name}:${branch}`).digest("hex");
  }
}

/** Starts a fake GitHub; `await gh.stop()` when done. */
export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  return new FakeGitHub(options).start();
}
