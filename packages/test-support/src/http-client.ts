/**
 * A tiny browser-like HTTP client for the API and browser tests: keeps cookies (honouring their
 * Path), sends JSON, and sets Origin to the app's own address on state-changing requests, as a
 * browser on our page would.
 */
export class HttpClient {
  readonly cookies = new Map<string, { value: string; path: string; attributes: string }>();

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const cookie = this.cookieFor(path);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { origin: this.baseUrl }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) this.store(header);
    return response;
  }

  /** POSTs a multipart form (an upload), as the page's file upload does. */
  async postForm(
    path: string,
    form: FormData,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const cookie = this.cookieFor(path);
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { origin: this.baseUrl, ...(cookie ? { cookie } : {}), ...headers },
      body: form,
    });
    for (const header of response.headers.getSetCookie()) this.store(header);
    return response;
  }

  get(path: string) {
    return this.request('GET', path);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  put(path: string, body?: unknown) {
    return this.request('PUT', path, body);
  }

  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** Sends the request and parses the JSON answer. */
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** A copy with the same cookies: another tab of the same browser, or a stolen cookie jar. */
  clone(): HttpClient {
    const copy = new HttpClient(this.baseUrl);
    for (const [name, cookie] of this.cookies) copy.cookies.set(name, { ...cookie });
    return copy;
  }

  private cookieFor(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired =
      attributes.some(
        (a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() <= Date.now(),
      ) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path, attributes: attributes.join('; ') });
  }
}
