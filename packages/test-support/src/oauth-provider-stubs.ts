// Local stand-ins for the social providers, speaking their HTTP protocols: oauth2-mock-server
// (real signed JWTs, authorization code with PKCE) for Google, GitHub and Facebook, with their
// profile APIs added as routes, and a small OAuth 2.0 + PKCE server for X.
import { createHash, createHmac, createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Events,
  OAuth2Issuer,
  OAuth2Server,
  type AugmentedRequest,
  type MutableRedirectUri,
  type MutableResponse,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

const GOOGLE_ISSUER = 'https://accounts.google.com';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function bearer(req: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Google: ID tokens signed by oauth2-mock-server as accounts.google.com, its keys served as PEM like Google's /oauth2/v1/certs. */
export class GoogleStub {
  private constructor(
    private readonly server: OAuth2Server,
    readonly clientId: string,
  ) {}

  static async start(clientId = 'billfold-test.apps.googleusercontent.com'): Promise<GoogleStub> {
    const server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    server.issuer.url = GOOGLE_ISSUER;
    server.service.addRoute('GET', '/oauth2/v1/certs', (_req, res) => {
      const certs = Object.fromEntries(
        server.issuer.keys.toJSON().map((jwk) => [
          jwk.kid,
          createPublicKey({ key: jwk, format: 'jwk' }).export({
            type: 'spki',
            format: 'pem',
          }),
        ]),
      );
      res.setHeader('cache-control', 'public, max-age=0');
      send(res, 200, certs);
    });
    await server.start(0, '127.0.0.1');
    return new GoogleStub(server, clientId);
  }

  get certsUrl(): string {
    return `http://127.0.0.1:${this.server.address().port}/oauth2/v1/certs`;
  }

  /** The API's environment that makes this stub its Google. */
  env(): Record<string, string> {
    return { GOOGLE_CLIENT_ID: this.clientId, GOOGLE_CERTS_URL: this.certsUrl };
  }

  /** A Google ID token for `claims` (audience our client id unless told otherwise). */
  idToken(claims: GoogleClaims, issuer: OAuth2Issuer = this.server.issuer): Promise<string> {
    return issuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        Object.assign(payload, {
          aud: this.clientId,
          azp: this.clientId,
          email_verified: true,
          ...claims,
        });
      },
    });
  }

  /** A token signed with another key that claims the kid of Google's: its signature cannot verify. */
  async forgedIdToken(claims: GoogleClaims): Promise<string> {
    const forger = new OAuth2Issuer();
    forger.url = GOOGLE_ISSUER;
    const kid = this.server.issuer.keys.toJSON()[0]?.kid;
    await forger.keys.generate('RS256', kid ? { kid } : undefined);
    return this.idToken(claims, forger);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

export interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  aud?: string;
  iss?: string;
  iat?: number;
  exp?: number;
}

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * An authorization-code provider on oauth2-mock-server: the user who "signs in" at its
 * authorization page is `nextUser`; each code is bound to that user and to the redirect URI and
 * works once; the token endpoint checks the client's id and secret and the redirect URI
 * (oauth2-mock-server itself checks the PKCE verifier against the challenge).
 */
abstract class CodeProviderStub<TUser> {
  nextUser: TUser | undefined;
  readonly authorizeRequests: Record<string, string | undefined>[] = [];
  readonly tokenRequests: Record<string, unknown>[] = [];
  protected readonly tokens = new Map<string, TUser>();
  private readonly codes = new Map<string, { user: TUser; redirectUri: string }>();

  protected constructor(
    protected readonly server: OAuth2Server,
    readonly credentials: ClientCredentials,
  ) {
    server.service.on(
      Events.BeforeAuthorizeRedirect,
      (redirect: MutableRedirectUri, req: IncomingMessage) => {
        const query = Object.fromEntries(new URL(req.url ?? '/', 'http://stub').searchParams);
        this.authorizeRequests.push(query);
        const code = redirect.url.searchParams.get('code');
        if (!code || !this.nextUser)
          throw new Error('The stub has no user to sign in (set nextUser)');
        if (query.client_id !== credentials.clientId) {
          redirect.url.searchParams.delete('code');
          redirect.url.searchParams.set('error', 'invalid_client');
          return;
        }
        this.codes.set(code, { user: this.nextUser, redirectUri: query.redirect_uri ?? '' });
      },
    );
    server.service.on(
      Events.BeforeResponse,
      (response: MutableResponse, req: TokenRequestIncomingMessage) => {
        const body = req.body as unknown as Record<string, unknown>;
        this.tokenRequests.push(body);
        const code = typeof body.code === 'string' ? this.codes.get(body.code) : undefined;
        if (typeof body.code === 'string') this.codes.delete(body.code);
        const problem =
          body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret
            ? 'invalid_client'
            : !code || body.redirect_uri !== code.redirectUri
              ? 'invalid_grant'
              : undefined;
        if (problem || !code) {
          response.statusCode = 400;
          response.body = { error: problem ?? 'invalid_grant' };
          return;
        }
        const accessToken = (response.body as { access_token: string }).access_token;
        this.tokens.set(accessToken, code.user);
      },
    );
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  /** The provider answers its next token request with an error. */
  rejectNextTokenRequest(error = 'invalid_grant'): void {
    this.server.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error };
    });
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}

async function startMockServer(endpoints: {
  authorize: string;
  token: string;
}): Promise<OAuth2Server> {
  const server = new OAuth2Server(undefined, undefined, { endpoints });
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return server;
}

export interface GitHubUser {
  id: number;
  login: string;
  name: string | null;
  /** The public address of the profile (null when the user keeps it private). */
  email: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
  avatarUrl?: string;
}

/** GitHub: /login/oauth/authorize, /login/oauth/access_token, and the REST API's /user and /user/emails. */
export class GitHubStub extends CodeProviderStub<GitHubUser> {
  static async start(
    credentials: ClientCredentials = { clientId: 'gh-client', clientSecret: 'gh-secret' },
  ): Promise<GitHubStub> {
    const server = await startMockServer({
      authorize: '/login/oauth/authorize',
      token: '/login/oauth/access_token',
    });
    const stub = new GitHubStub(server, credentials);
    server.service.addRoute('GET', '/user', (req, res) => {
      const user = stub.userOf(req);
      if (!user) return send(res, 401, { message: 'Bad credentials' });
      send(res, 200, {
        id: user.id,
        login: user.login,
        name: user.name,
        email: user.email,
        avatar_url: user.avatarUrl ?? null,
        html_url: `https://github.com/${user.login}`,
      });
    });
    server.service.addRoute('GET', '/user/emails', (req, res) => {
      const user = stub.userOf(req);
      if (!user) return send(res, 401, { message: 'Bad credentials' });
      send(
        res,
        200,
        user.emails.map((email) => ({ ...email, visibility: email.primary ? 'private' : null })),
      );
    });
    return stub;
  }

  get authorizeUrl() {
    return `${this.baseUrl}/login/oauth/authorize`;
  }

  get tokenUrl() {
    return `${this.baseUrl}/login/oauth/access_token`;
  }

  /** The API's environment that makes this stub its GitHub. */
  env(): Record<string, string> {
    return {
      GITHUB_CLIENT_ID: this.credentials.clientId,
      GITHUB_CLIENT_SECRET: this.credentials.clientSecret,
      GITHUB_AUTHORIZE_URL: this.authorizeUrl,
      GITHUB_TOKEN_URL: this.tokenUrl,
      GITHUB_API_URL: this.baseUrl,
    };
  }

  /** The API's requests must carry the token in the Authorization header, as GitHub requires. */
  private userOf(req: AugmentedRequest): GitHubUser | undefined {
    const token = bearer(req);
    return token ? this.tokens.get(token) : undefined;
  }
}

export interface FacebookUser {
  id: string;
  name: string;
  email: string | null;
  pictureUrl?: string;
}

/** Facebook: /v23.0/dialog/oauth, /v23.0/oauth/access_token and the Graph API's /me (with appsecret_proof checked). */
export class FacebookStub extends CodeProviderStub<FacebookUser> {
  readonly profileRequests: Record<string, string | undefined>[] = [];

  static async start(
    credentials: ClientCredentials = { clientId: 'fb-app', clientSecret: 'fb-secret' },
  ): Promise<FacebookStub> {
    const server = await startMockServer({
      authorize: '/v23.0/dialog/oauth',
      token: '/v23.0/oauth/access_token',
    });
    const stub = new FacebookStub(server, credentials);
    server.service.addRoute('GET', '/v23.0/me', (req, res) => {
      const query = Object.fromEntries(
        Object.entries(req.query).map(([key, value]) => [key, first(value)]),
      );
      stub.profileRequests.push(query);
      const token = query.access_token ?? bearer(req);
      const user = token ? stub.tokens.get(token) : undefined;
      if (!token || !user)
        return send(res, 400, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      const proof = createHmac('sha256', credentials.clientSecret).update(token).digest('hex');
      if (query.appsecret_proof !== proof)
        return send(res, 400, {
          error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 },
        });
      const fields = (query.fields ?? 'id,name').split(',');
      send(res, 200, {
        id: user.id,
        name: user.name,
        ...(fields.includes('email') && user.email ? { email: user.email } : {}),
        ...(fields.some((field) => field.startsWith('picture')) && user.pictureUrl
          ? { picture: { data: { url: user.pictureUrl } } }
          : {}),
      });
    });
    return stub;
  }

  get authorizeUrl() {
    return `${this.baseUrl}/v23.0/dialog/oauth`;
  }

  get tokenUrl() {
    return `${this.baseUrl}/v23.0/oauth/access_token`;
  }

  get graphUrl() {
    return `${this.baseUrl}/v23.0`;
  }

  /** The API's environment that makes this stub its Facebook. */
  env(): Record<string, string> {
    return {
      FACEBOOK_APP_ID: this.credentials.clientId,
      FACEBOOK_APP_SECRET: this.credentials.clientSecret,
      FACEBOOK_AUTHORIZE_URL: this.authorizeUrl,
      FACEBOOK_TOKEN_URL: this.tokenUrl,
      FACEBOOK_GRAPH_URL: this.graphUrl,
    };
  }
}

export interface XUser {
  id: string;
  name: string;
  username: string;
  profileImageUrl?: string;
}

/**
 * X: OAuth 2.0 authorization code with PKCE S256 only, a confidential client authenticated with
 * HTTP Basic, codes bound to their challenge and redirect URI and good once, and /2/users/me.
 */
export class XStub {
  nextUser: XUser | undefined;
  readonly authorizeRequests: Record<string, string>[] = [];
  readonly tokenRequests: { authorization: string | undefined; body: Record<string, string> }[] =
    [];
  private readonly codes = new Map<
    string,
    { user: XUser; challenge: string; redirectUri: string }
  >();
  private readonly tokens = new Map<string, XUser>();
  private failNext: number | undefined;

  private constructor(
    private readonly server: Server,
    readonly credentials: ClientCredentials,
  ) {}

  static async start(
    credentials: ClientCredentials = { clientId: 'x-client', clientSecret: 'x-secret' },
  ): Promise<XStub> {
    const server = createServer();
    const stub = new XStub(server, credentials);
    server.on('request', (req, res) => {
      stub.handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return stub;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get authorizeUrl() {
    return `${this.baseUrl}/i/oauth2/authorize`;
  }

  get tokenUrl() {
    return `${this.baseUrl}/2/oauth2/token`;
  }

  get apiUrl() {
    return `${this.baseUrl}/2`;
  }

  /** The API's environment that makes this stub its X. */
  env(): Record<string, string> {
    return {
      X_CLIENT_ID: this.credentials.clientId,
      X_CLIENT_SECRET: this.credentials.clientSecret,
      X_AUTHORIZE_URL: this.authorizeUrl,
      X_TOKEN_URL: this.tokenUrl,
      X_API_URL: this.apiUrl,
    };
  }

  /** The token endpoint answers its next request with this server error. */
  failNextTokenRequest(status = 503): void {
    this.failNext = status;
  }

  stop(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'GET' && url.pathname === '/i/oauth2/authorize')
      return this.authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/2/oauth2/token') return this.token(req, res);
    if (req.method === 'GET' && url.pathname === '/2/users/me') {
      const token = bearer(req);
      const user = token ? this.tokens.get(token) : undefined;
      if (!user) return send(res, 401, { title: 'Unauthorized', status: 401 });
      const fields = url.searchParams.get('user.fields')?.split(',') ?? [];
      return send(res, 200, {
        data: {
          id: user.id,
          name: user.name,
          username: user.username,
          ...(fields.includes('profile_image_url') && user.profileImageUrl
            ? { profile_image_url: user.profileImageUrl }
            : {}),
        },
      });
    }
    send(res, 404, { error: 'not_found' });
  }

  private authorize(url: URL, res: ServerResponse): void {
    const query = Object.fromEntries(url.searchParams);
    this.authorizeRequests.push(query);
    const scopes = (query.scope ?? '').split(' ');
    const valid =
      query.response_type === 'code' &&
      query.client_id === this.credentials.clientId &&
      query.code_challenge_method === 'S256' &&
      /^[A-Za-z0-9_-]{43}$/.test(query.code_challenge ?? '') &&
      scopes.includes('tweet.read') &&
      scopes.includes('users.read') &&
      Boolean(query.state) &&
      Boolean(query.redirect_uri);
    if (!valid || !this.nextUser || !query.redirect_uri)
      return send(res, 400, { error: 'invalid_request' });
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {
      user: this.nextUser,
      challenge: query.code_challenge!,
      redirectUri: query.redirect_uri,
    });
    const back = new URL(query.redirect_uri);
    back.searchParams.set('state', query.state!);
    back.searchParams.set('code', code);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.tokenRequests.push({ authorization: req.headers.authorization, body });
    if (this.failNext) {
      const status = this.failNext;
      this.failNext = undefined;
      return send(res, status, { title: 'Service Unavailable' });
    }
    const expected = `Basic ${Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(res, 401, { error: 'unauthorized_client' });
    const code = body.code ? this.codes.get(body.code) : undefined;
    if (body.code) this.codes.delete(body.code);
    const challenge = body.code_verifier
      ? createHash('sha256').update(body.code_verifier).digest('base64url')
      : undefined;
    if (
      body.grant_type !== 'authorization_code' ||
      !code ||
      body.redirect_uri !== code.redirectUri ||
      challenge !== code.challenge
    ) {
      return send(res, 400, {
        error: 'invalid_request',
        error_description: 'Value passed for the authorization code was invalid.',
      });
    }
    const accessToken = randomUUID();
    this.tokens.set(accessToken, code.user);
    send(res, 200, {
      token_type: 'bearer',
      expires_in: 7200,
      access_token: accessToken,
      scope: 'tweet.read users.read',
    });
  }
}
