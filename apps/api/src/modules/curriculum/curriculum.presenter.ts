import type {
  ConceptItem,
  CourseItem,
  CurriculumItem,
  CurriculumSummary,
  CurriculumTree,
  SubconceptItem,
} from '@pathshala/contracts';
import type { TreeItemRow } from './curriculum.repository';
import type { CurriculumService } from './curriculum.service';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const common = (row: Pick<TreeItemRow, 'id' | 'name' | 'description' | 'retiredAt'>) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  retiredAt: iso(row.retiredAt),
});

export function presentCurriculum(row: TreeItemRow): CurriculumItem {
  return { ...common(row), createdAt: iso(row.createdAt) ?? '' };
}

export function presentCourse(row: TreeItemRow): CourseItem {
  return { ...common(row), curriculumId: row.parentId ?? 0, position: row.position ?? 0 };
}

export function presentConcept(row: TreeItemRow): ConceptItem {
  return { ...common(row), courseId: row.parentId ?? 0, position: row.position ?? 0 };
}

export function presentSubconcept(row: TreeItemRow): SubconceptItem {
  return {
    ...common(row),
    conceptId: row.parentId ?? 0,
    position: row.position ?? 0,
    durationSeconds: row.durationSeconds ?? 0,
  };
}

export function presentSummaries(
  rows: Awaited<ReturnType<CurriculumService['list']>>['rows'],
): CurriculumSummary[] {
  return rows.map(({ curriculum, ...counts }) => ({
    ...common(curriculum),
    createdAt: curriculum.createdAt.toISOString(),
    ...counts,
  }));
}

/** Nests the rows: courses > concepts > subconcepts, each list in the order the rows came. */
export function presentTree(tree: Awaited<ReturnType<CurriculumService['tree']>>): CurriculumTree {
  return {
    curriculum: { ...presentCurriculum(tree.curriculum), cohorts: tree.cohorts },
    courses: tree.courseRows.map((course) => ({
      ...common(course),
      curriculumId: course.curriculumId,
      position: course.position,
      concepts: tree.conceptRows
        .filter((concept) => concept.courseId === course.id)
        .map((concept) => ({
          ...common(concept),
          courseId: concept.courseId,
          position: concept.position,
          contentCount: tree.byConcept.get(concept.id) ?? 0,
          subconcepts: tree.subconceptRows
            .filter((subconcept) => subconcept.conceptId === concept.id)
            .map((subconcept) => ({
              ...common(subconcept),
              conceptId: subconcept.conceptId,
              position: subconcept.position,
              durationSeconds: subconcept.durationSeconds,
              contentCount: tree.bySubconcept.get(subconcept.id) ?? 0,
            })),
        })),
    })),
  };
}
