import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { api } from '@pathshala/contracts';
import type { z } from 'zod';
import { useMessages } from '../../../i18n';
import type { CourseQuestionQuery } from '../api/assessment-questions';

type CourseQuestionsAnswer = z.output<(typeof api.teacher.courseQuestions)['response']>;

/** The filters as the page holds them; 'all' means no filter. */
export interface FilterState {
  conceptId: string;
  subconceptId: string;
  marks: string;
  text: string;
}
export const NO_FILTERS: FilterState = { conceptId: 'all', subconceptId: 'all', marks: 'all', text: '' };

/** The request's filters: `text` is passed separately, so the page can debounce it. */
export function filterQuery(state: FilterState, text: string, fixedMarks?: number): CourseQuestionQuery {
  const query: CourseQuestionQuery = {};
  if (state.conceptId !== 'all') query.conceptId = Number(state.conceptId);
  if (state.subconceptId !== 'all') query.subconceptId = Number(state.subconceptId);
  if (fixedMarks !== undefined) query.marks = fixedMarks;
  else if (state.marks !== 'all') query.marks = Number(state.marks);
  if (text.trim()) query.text = text.trim();
  return query;
}

/** Concept, subconcept, marks and text filters of one course's questions (marks hidden when fixed). */
export function QuestionFilters({
  concepts,
  marks,
  value,
  onChange,
  fixedMarks,
}: {
  concepts: CourseQuestionsAnswer['concepts'];
  marks: number[];
  value: FilterState;
  onChange: (next: FilterState) => void;
  fixedMarks?: number;
}) {
  const t = useMessages().teacher;
  const c = t.create;
  const concept = concepts.find((row) => String(row.CN_id) === value.conceptId);
  const subconcepts = concept ? concept.subconcepts : concepts.flatMap((row) => row.subconcepts);
  const filtered = JSON.stringify(value) !== JSON.stringify(NO_FILTERS);
  return (
    <Group gap="sm" align="flex-end">
      <SimpleGrid cols={{ base: 1, xs: 2, md: fixedMarks === undefined ? 4 : 3 }} style={{ flex: 1 }} miw={0}>
        <Select
          label={c.conceptFilter}
          data={[
            { value: 'all', label: c.anyConcept },
            ...concepts.map((row) => ({ value: String(row.CN_id), label: row.CN_Name })),
          ]}
          value={value.conceptId}
          onChange={(next) => onChange({ ...value, conceptId: next ?? 'all', subconceptId: 'all' })}
          allowDeselect={false}
        />
        <Select
          label={c.subconceptFilter}
          data={[
            { value: 'all', label: c.anySubconcept },
            ...subconcepts.map((row) => ({ value: String(row.SC_id), label: row.SC_Name })),
          ]}
          value={value.subconceptId}
          onChange={(next) => onChange({ ...value, subconceptId: next ?? 'all' })}
          allowDeselect={false}
        />
        {fixedMarks === undefined ? (
          <Select
            label={c.marksFilter}
            data={[
              { value: 'all', label: c.anyMarks },
              ...marks.map((n) => ({ value: String(n), label: c.marksLabel(n) })),
            ]}
            value={value.marks}
            onChange={(next) => onChange({ ...value, marks: next ?? 'all' })}
            allowDeselect={false}
          />
        ) : null}
        <TextInput
          label={c.textFilter}
          description={c.textFilterHint}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          type="search"
          maxLength={200}
        />
      </SimpleGrid>
      {filtered ? (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {c.clearFilters}
        </Button>
      ) : null}
    </Group>
  );
}
