import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  ContentLibraryPage,
  type LibraryLinks,
} from '../../../features/library/components/content-library-page';
import { LibraryCurricula } from '../../../features/library/components/library-curricula';
import { useMessages } from '../../../i18n';
import { BackLinkScreen } from '../../layouts/back-link-screen';

const placeLinks: Pick<LibraryLinks, 'concept' | 'subconcept'> = {
  concept: paths.teacher.conceptContent.getHref,
  subconcept: paths.teacher.subconceptContent.getHref,
};

/** A positive id from the path, else 0 (which the API answers 404). */
function usePathId(name: 'conceptId' | 'subconceptId'): number {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function TeacherLibraryScreen({ intro, children }: { intro?: string; children: ReactNode }) {
  const t = useMessages();
  return (
    <BackLinkScreen
      pageTitle={t.library.entry.title}
      title={t.library.entry.title}
      intro={intro}
      back={{ href: paths.teacher.home.getHref(), label: t.teacher.common.backToDashboard }}
    >
      {children}
    </BackLinkScreen>
  );
}

/** /teacher/content: the curricula of the teacher's cohorts, down to each concept and subconcept. */
export function TeacherLibraryRoute() {
  const t = useMessages().library;
  return (
    <TeacherLibraryScreen intro={t.entry.intro}>
      <LibraryCurricula links={placeLinks} />
    </TeacherLibraryScreen>
  );
}

function useTeacherLinks(): LibraryLinks {
  const t = useMessages().library.page;
  return { ...placeLinks, back: () => ({ href: paths.teacher.content.getHref(), label: t.backToLibrary }) };
}

/** /teacher/concepts/:conceptId/content */
export function TeacherConceptContentRoute() {
  const conceptId = usePathId('conceptId');
  return (
    <TeacherLibraryScreen>
      <ContentLibraryPage key={conceptId} place={{ conceptId }} links={useTeacherLinks()} />
    </TeacherLibraryScreen>
  );
}

/** /teacher/subconcepts/:subconceptId/content */
export function TeacherSubconceptContentRoute() {
  const subconceptId = usePathId('subconceptId');
  return (
    <TeacherLibraryScreen>
      <ContentLibraryPage key={subconceptId} place={{ subconceptId }} links={useTeacherLinks()} />
    </TeacherLibraryScreen>
  );
}
