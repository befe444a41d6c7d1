import type { Entry, Header, QueryString } from "har-format";

/**
 * What a recording must not keep: session cookies, credentials, the XSRF token, e-mail
 * addresses and passwords. Cookies and Authorization go; the rest is masked in place so the
 * answers keep their shape and still replay.
 */
export const MASK = "REDATTO";
export const MASKED_EMAIL = "nascosto@example.invalid";

const REMOVED_HEADERS = new Set(["cookie", "set-cookie", "authorization", "proxy-authorization"]);
// password, password_confirmation, new_password, pass; X-XSRF-TOKEN, _token (not 'passaporto')
const SECRET_NAME = /^(?:.*_)?pass(?:word|wd)?(?:_confirmation)?$|xsrf|csrf|^_?token$|^secret$/i;
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function maskEmails(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL);
}

function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_NAME.test(key) && typeof inner !== "object" ? MASK : maskSecrets(inner)]),
    );
  }
  return value;
}

/** A body as text: JSON and form bodies get their secret fields masked, every body its e-mail addresses. */
function redactBody(text: string, mimeType: string | undefined): string {
  const type = (mimeType ?? "").toLowerCase();
  let result = text;
  if (type.includes("json")) {
    try {
      const parsed = JSON.parse(text) as unknown;
      const masked = maskSecrets(parsed);
      if (JSON.stringify(masked) !== JSON.stringify(parsed)) result = JSON.stringify(masked);
    } catch {
      /* not JSON after all: only the e-mail rule applies */
    }
  } else if (type.includes("x-www-form-urlencoded")) {
    const form = new URLSearchParams(text);
    for (const [name] of form) if (SECRET_NAME.test(name)) form.set(name, MASK);
    result = form.toString();
  }
  return maskEmails(result);
}

function redactHeaders(headers: Header[]): Header[] {
  return headers
    .filter((header) => !REMOVED_HEADERS.has(header.name.toLowerCase()))
    .map((header) => ({ ...header, value: SECRET_NAME.test(header.name) ? MASK : maskEmails(header.value) }));
}

function redactQuery(query: QueryString[]): QueryString[] {
  return query.map((item) => ({ ...item, value: SECRET_NAME.test(item.name) ? MASK : maskEmails(item.value) }));
}

function redactUrl(raw: string): string {
  const url = new URL(raw);
  url.username = "";
  url.password = "";
  for (const [name] of [...url.searchParams]) if (SECRET_NAME.test(name)) url.searchParams.set(name, MASK);
  return maskEmails(url.toString());
}

export function redactEntry(entry: Entry): Entry {
  const { request, response } = entry;
  const text = response.content.text;
  return {
    ...entry,
    request: {
      ...request,
      url: redactUrl(request.url),
      cookies: [],
      headers: redactHeaders(request.headers),
      queryString: redactQuery(request.queryString),
      postData: request.postData && {
        ...request.postData,
        params: undefined,
        text: redactBody(request.postData.text ?? "", request.postData.mimeType),
      },
    },
    response: {
      ...response,
      cookies: [],
      headers: redactHeaders(response.headers),
      content: {
        ...response.content,
        text: text === undefined || response.content.encoding === "base64" ? text : redactBody(text, response.content.mimeType),
      },
    },
  };
}
