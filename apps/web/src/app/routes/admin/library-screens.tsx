import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  ContentLibraryPage,
  type LibraryLinks,
} from '../../../features/library/components/content-library-page';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** A positive id from the path, else 0 (which the API answers 404). */
function usePathId(name: 'conceptId' | 'subconceptId'): number {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function useAdminLinks(): LibraryLinks {
  const t = useMessages().library.page;
  return {
    concept: paths.admin.conceptContent.getHref,
    subconcept: paths.admin.subconceptContent.getHref,
    back: (place) => ({
      href: paths.admin.curriculumTree.getHref(place.curriculum.id),
      label: t.backToCurriculum,
    }),
  };
}

/** /admin/concepts/:conceptId/content */
export function AdminConceptContentRoute() {
  const t = useMessages().library;
  const conceptId = usePathId('conceptId');
  return (
    <AdminScreen title={t.entry.title}>
      <ContentLibraryPage key={conceptId} place={{ conceptId }} links={useAdminLinks()} />
    </AdminScreen>
  );
}

/** /admin/subconcepts/:subconceptId/content */
export function AdminSubconceptContentRoute() {
  const t = useMessages().library;
  const subconceptId = usePathId('subconceptId');
  return (
    <AdminScreen title={t.entry.title}>
      <ContentLibraryPage key={subconceptId} place={{ subconceptId }} links={useAdminLinks()} />
    </AdminScreen>
  );
}
