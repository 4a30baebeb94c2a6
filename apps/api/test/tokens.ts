import { createHmac } from 'node:crypto';

/** Signs an HS256 JWT by hand, so tests can make expired or forged tokens the server must refuse. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
