/**
 * Walks the test issuer's login and consent forms over HTTP, as a browser would, until it
 * redirects back to `callbackPrefix`. Returns that callback URL (with code and state).
 */
export async function signInAtIssuer(
  authorizeUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
  };

  let next: { url: string; init?: RequestInit } = { url: authorizeUrl };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers ?? {}), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url).href;
      if (target.startsWith(callbackPrefix)) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`issuer answered ${response.status} without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      fields.set(name!, value!);
    }
    if (html.includes('name="login"')) {
      fields.set('login', login);
      fields.set('password', 'any password');
    }
    next = {
      url: new URL(action, next.url).href,
      init: {
        method: 'POST',
        body: fields,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('the issuer did not redirect back');
}
