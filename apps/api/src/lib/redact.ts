/**
 * The part of a request URL that may be logged: the path alone. A query string can carry a token
 * (a content file link does) in any spelling (`%74oken=`, another name), so none of it is logged.
 */
export function loggablePath(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
