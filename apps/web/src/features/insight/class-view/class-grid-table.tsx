import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { MasteryFigure } from '@pathshala/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { ScrollRegion } from '../components/scroll-region';
import { type MasteryBand, masteryBand, shownPercent } from '../mastery-summary';
import {
  type ClassRow,
  type GridConcept,
  nextSort,
  type Sort,
  type SortKey,
  share,
  sortRows,
} from './class-grid';

/** Light tints behind dark text (contrast well over 4.5:1); the band's word carries the meaning. */
const BAND_TINT: Record<MasteryBand, string> = {
  needsPractice: 'var(--mantine-color-red-1)',
  gettingThere: 'var(--mantine-color-yellow-1)',
  strong: 'var(--mantine-color-green-1)',
};
/** A left edge per band as a second, colour-free cue: solid, dashed, none. */
const BAND_EDGE: Record<MasteryBand, string> = {
  needsPractice: '4px solid var(--mantine-color-red-9)',
  gettingThere: '4px dashed var(--mantine-color-orange-9)',
  strong: '4px solid transparent',
};

const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: '1px 0 0 var(--mantine-color-gray-3)',
};

/**
 * The grid as an accessible table: column headings sort (aria-sort says how), each student's name is
 * a row heading linking to her page, each mastery cell says its figure, its band in words and the
 * answers it rests on, so colour is never needed to read it.
 */
export function ClassGrid({
  titleId,
  rows,
  concepts,
  sort,
  onSort,
  activityLoading,
  studentHref,
}: {
  titleId: string;
  rows: ClassRow[];
  concepts: GridConcept[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  activityLoading: boolean;
  studentHref: (studentId: number) => string;
}) {
  const t = useMessages().insightClass;
  const sorted = sortRows(rows, sort);
  const heading = (key: SortKey, label: ReactNode, text: string, style?: CSSProperties) => (
    <Table.Th
      key={key}
      style={{ verticalAlign: 'bottom', minWidth: 120, ...style }}
      aria-sort={sort.key === key ? sort.direction : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(nextSort(sort, key))}
        fw={700}
        fz="sm"
        title={t.sortBy(text)}
        data-testid={`sort-${key}`}
      >
        {label}
        <span aria-hidden style={{ marginLeft: 4 }}>
          {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
  const pending = <Text c="gray.7">{t.unknown}</Text>;
  return (
    <ScrollRegion labelledBy={titleId}>
      <Table
        withColumnBorders
        withTableBorder
        verticalSpacing="xs"
        aria-labelledby={titleId}
        data-testid="class-grid"
        bg="var(--mantine-color-body)"
        style={{ minWidth: '100%', width: 'max-content' }}
      >
        <Table.Thead>
          <Table.Tr>
            {heading('name', t.columns.student, t.columns.student, { ...sticky, zIndex: 2, minWidth: 130 })}
            {heading('overall', t.columns.overall, t.columns.overall)}
            {heading('study', t.columns.study, t.columns.study)}
            {heading('practice', t.columns.practice, t.columns.practice)}
            {heading('assessments', t.columns.assessments, t.columns.assessments)}
            {heading('lastActive', t.columns.lastActive, t.columns.lastActive)}
            {concepts.map((concept) =>
              heading(
                `concept:${concept.id}`,
                <>
                  {concept.name}
                  <Text component="span" display="block" fz="xs" fw={400} c="gray.7">
                    {concept.course.name}
                  </Text>
                </>,
                concept.name,
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => {
            const activity = row.activity;
            return (
              <Table.Tr key={row.id} data-testid="class-row">
                <Table.Th scope="row" style={sticky}>
                  <Anchor
                    component={Link}
                    to={studentHref(row.id)}
                    fw={600}
                    aria-label={t.openStudent(row.name)}
                  >
                    {row.name}
                  </Anchor>
                  {/* On a phone the name alone keeps the fixed column narrow; the page has the username. */}
                  <Text fz="xs" c="gray.7" visibleFrom="sm">
                    {row.username}
                  </Text>
                </Table.Th>
                <FigureCell figure={row.overall} />
                <Table.Td>
                  {activity === null ? (
                    activityLoading ? (
                      pending
                    ) : null
                  ) : (
                    <Share
                      percent={share(activity.study.completed, activity.study.total)}
                      detail={
                        activity.study.total > 0
                          ? t.studyDetail(activity.study.completed, activity.study.total)
                          : t.noItems
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {activity === null ? (
                    activityLoading ? (
                      pending
                    ) : null
                  ) : (
                    <Share
                      percent={share(activity.practice.correct, activity.practice.total)}
                      detail={
                        activity.practice.total > 0
                          ? t.practiceDetail(activity.practice.correct, activity.practice.total)
                          : t.noPractice
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {activity === null ? (
                    activityLoading ? (
                      pending
                    ) : null
                  ) : (
                    <Share
                      percent={
                        activity.assessments.average === null
                          ? null
                          : Math.round(activity.assessments.average * 100)
                      }
                      detail={
                        activity.assessments.completed > 0
                          ? t.assessmentsDetail(activity.assessments.completed)
                          : t.noAssessments
                      }
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {activity === null ? (
                    activityLoading ? (
                      pending
                    ) : null
                  ) : (
                    <Text fz="sm">{activity.lastActiveAt ? formatDate(activity.lastActiveAt) : t.never}</Text>
                  )}
                </Table.Td>
                {concepts.map((concept) => (
                  <FigureCell
                    key={concept.id}
                    figure={
                      row.concepts.get(concept.id) ?? { mastery: null, evidence: 0, lastAnsweredAt: null }
                    }
                  />
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A share column: the percentage in bold, what it counts beneath. */
function Share({ percent, detail }: { percent: number | null; detail: string }) {
  return (
    <>
      {percent !== null && (
        <Text fw={700} fz="sm">
          {percent} %
        </Text>
      )}
      <Text fz="xs" c="gray.7">
        {detail}
      </Text>
    </>
  );
}

/** A mastery cell: figure, band word and evidence (too few answers: says so, no figure). */
function FigureCell({ figure }: { figure: Pick<MasteryFigure, 'mastery' | 'evidence'> }) {
  const t = useMessages().insightClass;
  const percent = shownPercent(figure);
  const band = percent === null ? null : masteryBand(percent);
  return (
    <Table.Td
      data-band={band ?? 'none'}
      data-testid="mastery-cell"
      style={band ? { background: BAND_TINT[band], borderLeft: BAND_EDGE[band] } : undefined}
    >
      {percent !== null && band !== null ? (
        <>
          <Text fw={700} fz="sm">
            {percent} % · {t.band[band]}
          </Text>
          <Text fz="xs" c="gray.8">
            {t.evidence(figure.evidence)}
          </Text>
        </>
      ) : (
        <>
          <Text fz="sm" c="gray.8">
            {figure.evidence === 0 ? t.noAnswers : t.notEnough}
          </Text>
          {figure.evidence > 0 && (
            <Text fz="xs" c="gray.8">
              {t.evidence(figure.evidence)}
            </Text>
          )}
        </>
      )}
    </Table.Td>
  );
}
