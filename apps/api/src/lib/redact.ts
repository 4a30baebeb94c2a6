/** Removes secrets from a URL before it is logged: the content URL carries the access token. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}
