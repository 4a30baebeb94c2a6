import type { GIFTQuestion } from 'gift-pegjs';

export type GiftRecord =
  | { kind: 'category'; path: string }
  | { kind: 'block'; questions: GIFTQuestion[] }
  | { kind: 'broken'; detail: string; name: string | null };

export function giftBlockName(block: string): string | null;
export function readGift(source: string): GiftRecord[];
