import type { LibraryDuplicate, LibraryItem, LibraryPlace } from '@pathshala/contracts';
import type { ContentRow, ItemWithFile, PlaceRow } from './library.repository';

/** Signs a short-lived link to one item's file, for the caller's session. */
export type LinkSigner = (contentId: number) => string;

/** A content item for its editors: the file's name and size, where to open it, and whether it is retired. */
export function presentLibraryItem(item: ContentRow, signLink: LinkSigner): LibraryItem {
  return {
    id: item.id,
    name: item.name,
    type: item.type,
    durationSeconds: item.durationSeconds,
    position: item.position,
    fileName: item.fileName,
    mimeType: item.mimeType,
    sizeBytes: item.sizeBytes,
    url: item.url,
    openLink: item.storagePath
      ? `/api/library/content/${item.id}/file?token=${encodeURIComponent(signLink(item.id))}`
      : (item.url ?? ''),
    retiredAt: item.retiredAt?.toISOString() ?? null,
    updatedAt: item.updatedAt.toISOString(),
  };
}

export function presentPlace(
  place: PlaceRow,
  retired: boolean,
  subconcepts: LibraryPlace['subconcepts'],
): LibraryPlace {
  const named = (level: { id: number; name: string }) => ({ id: level.id, name: level.name });
  return {
    curriculum: named(place.curriculum),
    course: named(place.course),
    concept: named(place.concept),
    subconcept: place.subconcept ? named(place.subconcept) : null,
    retired,
    subconcepts,
  };
}

/** A live item already holding the same file, with its place written out as the refusal names it. */
export function presentDuplicate(copy: ItemWithFile): LibraryDuplicate {
  return {
    contentId: copy.contentId,
    name: copy.name,
    placePath: [copy.curriculum, copy.course, copy.concept, copy.subconcept]
      .flatMap((level) => (level ? [level.name] : []))
      .join(' / '),
    conceptId: copy.concept.id,
    subconceptId: copy.subconcept?.id ?? null,
  };
}
