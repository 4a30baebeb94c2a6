import { z } from 'zod';
import { readDeviceItem, writeDeviceItem } from '../../lib/storage';

/** The study item a student opened last, kept on this device so the dashboard can offer it again. */
const LastStudied = z.object({
  href: z.string().startsWith('/student/learning/study/'),
  name: z.string(),
  place: z.string(),
});
export type LastStudied = z.infer<typeof LastStudied>;

const keyOf = (userId: number) => `pathshala:lastStudied:${userId}`;

export function rememberLastStudied(userId: number, item: LastStudied): void {
  writeDeviceItem(keyOf(userId), JSON.stringify(item));
}

/** What `userId` studied last on this device, or null (never, another person's, or unreadable). */
export function lastStudied(userId: number): LastStudied | null {
  try {
    const parsed = LastStudied.safeParse(JSON.parse(readDeviceItem(keyOf(userId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
