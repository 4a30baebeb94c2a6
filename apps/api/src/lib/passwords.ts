import { hashPassword, verifyPassword } from '@pathshala/db';

export { hashPassword, verifyPassword };

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when no account matched, so timing tells nothing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('pathshala-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
