import {
  Alert,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { api } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { conceptContentQuery, useConceptSubconcepts, useCourseConcepts } from '../api/curriculum';
import { useRememberedOpen } from '../hooks/use-remembered-open';
import { ProgressMeter } from './progress-meter';
import { RecommendedMarker } from './recommended-marker';

type Curriculum = z.output<typeof api.student.curriculum.response>['curricula'][number];
type Course = Curriculum['courses'][number];
type Concept = z.output<typeof api.student.courseConcepts.response>['concepts'][number];
type Subconcept = z.output<typeof api.student.conceptSubconcepts.response>['subconcepts'][number];

/** A heading whose button shows and hides a part of the tree (the disclosure pattern). */
function Disclosure({
  order,
  name,
  description,
  expanded,
  onToggle,
  controls,
}: {
  order: 2 | 3;
  name: string;
  description: string | null;
  expanded: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <div>
      <Title order={order} size={order === 2 ? 'h4' : 'h5'}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={controls}
          w="100%"
          py={4}
          fz="inherit"
          fw="inherit"
          className="learning-disclosure"
        >
          <Group wrap="nowrap" gap="sm" align="flex-start">
            <Text span aria-hidden="true" fw={700} c="brand.8" w={16} fz="inherit">
              {expanded ? '−' : '+'}
            </Text>
            <span>{name}</span>
          </Group>
        </UnstyledButton>
      </Title>
      {description && (
        <Text c="dimmed" fz="sm" pl={28}>
          {description}
        </Text>
      )}
    </div>
  );
}

/** The courses of one curriculum; each opens into concepts, each concept into subconcepts. */
export function CurriculumTree({ curriculum }: { curriculum: Curriculum }) {
  return (
    <Stack gap="md">
      {curriculum.courses.map((course) => (
        <CourseNode key={course.CO_id} course={course} />
      ))}
    </Stack>
  );
}

function CourseNode({ course }: { course: Course }) {
  const t = useMessages().learning.journey;
  const [expanded, toggle] = useRememberedOpen(`course:${course.CO_id}`);
  const panelId = useId();
  const concepts = useCourseConcepts(course.CO_id, expanded);
  return (
    <Card data-testid="course">
      <Disclosure
        order={2}
        name={course.CO_Name}
        description={course.CO_Description}
        expanded={expanded}
        onToggle={toggle}
        controls={panelId}
      />
      <Collapse expanded={expanded} id={panelId}>
        <Stack gap="sm" mt="sm">
          {concepts.isPending && expanded && <Loader size="sm" aria-label={t.loadingChildren} />}
          {/* A course that fails to load is tolerated: it shows no children (section 8). */}
          {/* Only an open node renders its children: the whole journey is in the cache (kept for offline). */}
          {expanded && concepts.data?.concepts.length === 0 && <Text fz="sm">{t.noConcepts}</Text>}
          {expanded &&
            concepts.data?.concepts.map((concept) => <ConceptNode key={concept.CN_id} concept={concept} />)}
        </Stack>
      </Collapse>
    </Card>
  );
}

/** Opens the first study item of a concept or subconcept, or says there is none yet. */
function useStudyLauncher(name: string) {
  const t = useMessages().learning.journey;
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  return {
    notice,
    open(href: string | null) {
      if (href) navigate(href);
      else setNotice(t.noStudyMaterial(name));
    },
  };
}

function NoMaterialNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <Alert color="orange" variant="light" role="alert" p="xs">
      <Text fz="sm" c="orange.9">
        {notice}
      </Text>
    </Alert>
  );
}

function ConceptNode({ concept }: { concept: Concept }) {
  const t = useMessages().learning.journey;
  const [expanded, toggle] = useRememberedOpen(`concept:${concept.CN_id}`);
  const panelId = useId();
  const queryClient = useQueryClient();
  const subconcepts = useConceptSubconcepts(concept.CN_id, expanded);
  const launcher = useStudyLauncher(concept.CN_Name);

  async function study() {
    const list = await queryClient.fetchQuery(conceptContentQuery(concept.CN_id)).catch(() => null);
    const first = list?.content[0];
    launcher.open(first ? paths.student.studyConcept.getHref(concept.CN_id, first.CT_id) : null);
  }

  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="concept">
      <Disclosure
        order={3}
        name={concept.CN_Name}
        description={concept.CN_Description}
        expanded={expanded}
        onToggle={toggle}
        controls={panelId}
      />
      <Group justify="space-between" gap="xs" px="xs" pb="xs">
        <Group gap="xs">
          <ProgressMeter name={concept.CN_Name} progress={concept.progress} mastery={concept.masteryLevel} />
          <RecommendedMarker conceptId={concept.CN_id} />
        </Group>
        <Button size="xs" variant="default" onClick={study} aria-label={t.studyNamed(concept.CN_Name)}>
          {t.study}
        </Button>
      </Group>
      <NoMaterialNotice notice={launcher.notice} />
      <Collapse expanded={expanded} id={panelId}>
        <Stack gap="xs" mt="xs">
          {subconcepts.isPending && expanded && <Loader size="sm" aria-label={t.loadingChildren} />}
          {expanded && subconcepts.data?.subconcepts.length === 0 && <Text fz="sm">{t.noSubconcepts}</Text>}
          {expanded &&
            subconcepts.data?.subconcepts.map((subconcept) => (
              <SubconceptRow key={subconcept.SC_id} subconcept={subconcept} />
            ))}
        </Stack>
      </Collapse>
    </Card>
  );
}

function SubconceptRow({ subconcept }: { subconcept: Subconcept }) {
  const t = useMessages().learning.journey;
  const launcher = useStudyLauncher(subconcept.SC_Name);
  const first = subconcept.content[0];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="subconcept">
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={4} size="h6">
            {subconcept.SC_Name}
          </Title>
          <RecommendedMarker subconceptId={subconcept.SC_id} />
        </Group>
        {subconcept.SC_Desc && (
          <Text fz="sm" c="dimmed">
            {subconcept.SC_Desc}
          </Text>
        )}
        <Text fz="sm">
          {t.duration(subconcept.SC_Duration)} · {t.contentCount(subconcept.content.length)}
        </Text>
        <Group justify="space-between" gap="xs">
          <ProgressMeter
            name={subconcept.SC_Name}
            progress={subconcept.progress}
            mastery={subconcept.masteryLevel}
          />
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() =>
                launcher.open(
                  first ? paths.student.studySubconcept.getHref(subconcept.SC_id, first.CT_id) : null,
                )
              }
              aria-label={t.studyNamed(subconcept.SC_Name)}
            >
              {t.study}
            </Button>
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={paths.student.practiceQuiz.getHref(subconcept.SC_id)}
              aria-label={t.practiceNamed(subconcept.SC_Name)}
            >
              {t.practice}
            </Button>
          </Group>
        </Group>
        <NoMaterialNotice notice={launcher.notice} />
      </Stack>
    </Card>
  );
}
