import { useParams } from 'react-router';
import { CurriculumList } from '../../../features/curriculum-editor/curriculum-list';
import { CurriculumTreeEditor } from '../../../features/curriculum-editor/curriculum-tree-editor';
import { useMessages } from '../../../i18n';
import { AdminScreen } from '../../layouts/admin-screen';

/** /admin/curriculum */
export function AdminCurriculumRoute() {
  const l = useMessages().curriculumEditor.list;
  return (
    <AdminScreen title={l.title} intro={l.intro}>
      <CurriculumList />
    </AdminScreen>
  );
}

/** /admin/curriculum/:curriculumId */
export function AdminCurriculumTreeRoute() {
  const e = useMessages().curriculumEditor.tree;
  const value = Number(useParams().curriculumId);
  const curriculumId = Number.isInteger(value) && value > 0 ? value : 0;
  return (
    <AdminScreen title={e.pageTitle} intro={e.intro}>
      <CurriculumTreeEditor key={curriculumId} curriculumId={curriculumId} />
    </AdminScreen>
  );
}
