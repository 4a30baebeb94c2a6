import { libraryMessages, messages } from '@pathshala/contracts';
import type { Executor } from '@pathshala/db';
import { conflict, notFound } from '../../lib/errors';
import { assertMayAddContent } from '../../lib/place-rule';
import type { Actor } from '../../plugins/auth';
import { findPlace, type PlaceRef, type PlaceRow } from './library.repository';

/**
 * Who may change a place's content: the place rule (lib/place-rule.ts, shared with the question
 * bank). 404 for a place that does not exist, 403 for one in another curriculum.
 */
export async function loadEditablePlace(db: Executor, actor: Actor, place: PlaceRef): Promise<PlaceRow> {
  const found = await findPlace(db, place);
  if (!found) {
    throw notFound(
      'subconceptId' in place ? messages.curriculum.subconceptNotFound : messages.curriculum.conceptNotFound,
    );
  }
  await assertMayAddContent(db, actor, [found.curriculum.id]);
  return found;
}

/** Whether the place or anything above it is retired. */
export function isPlaceRetired(place: PlaceRow): boolean {
  return [place.curriculum, place.course, place.concept, place.subconcept].some(
    (level) => level !== null && level.retiredAt !== null,
  );
}

/** A retired place's content is kept as it is: restore the place first (409). */
export function assertPlaceLive(place: PlaceRow): void {
  if (isPlaceRetired(place)) throw conflict(libraryMessages.placeRetired);
}

/** The place a content row belongs to. */
export function placeOfItem(item: { conceptId: number; subconceptId: number | null }): PlaceRef {
  return item.subconceptId === null ? { conceptId: item.conceptId } : { subconceptId: item.subconceptId };
}

export function samePlace(a: PlaceRef, b: PlaceRef): boolean {
  return 'subconceptId' in a
    ? 'subconceptId' in b && a.subconceptId === b.subconceptId
    : 'conceptId' in b && a.conceptId === b.conceptId;
}
