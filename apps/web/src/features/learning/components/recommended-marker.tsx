import { Badge } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useMessages } from '../../../i18n';

/** What the student's teachers recommended and she has not practised yet (given by the page). */
export interface RecommendedPlaces {
  conceptIds: ReadonlySet<number>;
  subconceptIds: ReadonlySet<number>;
}

const NOTHING: RecommendedPlaces = { conceptIds: new Set(), subconceptIds: new Set() };

/** The journey marks recommended concepts and subconcepts; the page fills this in (issue 30). */
export const RecommendedContext = createContext<RecommendedPlaces>(NOTHING);

/** 'Recommended' beside a concept or subconcept the student's teacher set practice on. */
export function RecommendedMarker({
  conceptId,
  subconceptId,
}: {
  conceptId?: number;
  subconceptId?: number;
}) {
  const t = useMessages().insightPractice.recommended;
  const places = useContext(RecommendedContext);
  const marked =
    (conceptId !== undefined && places.conceptIds.has(conceptId)) ||
    (subconceptId !== undefined && places.subconceptIds.has(subconceptId));
  if (!marked) return null;
  return (
    <Badge color="orange" variant="light" tt="none" data-testid="recommended-marker">
      {t.marker}
    </Badge>
  );
}
