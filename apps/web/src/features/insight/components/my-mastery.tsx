import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MasteryCurriculum } from '@pathshala/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useMyMastery } from '../api/mastery';
import { type RankedConcept, summarise } from '../mastery-summary';
import { MasteryLine } from './mastery-line';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The student's own mastery: what to study next, her strengths, then every concept by course. */
export function MyMastery() {
  const t = useMessages().student.mastery;
  const query = useMyMastery();
  if (query.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t.loading}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t.loadFailed}>
        <Button variant="default" size="xs" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  const { curricula } = query.data.data;
  const summary = summarise(curricula);
  if (!summary.answered) return <NoAnswers />;
  return (
    <Stack gap="lg">
      <StudyNext items={summary.studyNext} />
      <Strengths items={summary.strengths} />
      {curricula.map((curriculum) => (
        <CurriculumMastery key={curriculum.id} curriculum={curriculum} />
      ))}
    </Stack>
  );
}

function NoAnswers() {
  const t = useMessages().student.mastery;
  return (
    <Card withBorder padding="lg" data-testid="mastery-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t.emptyTitle}
        </Title>
        <Text>{t.emptyBody}</Text>
        <Button component={Link} to={paths.student.learning.getHref()}>
          {t.emptyAction}
        </Button>
      </Stack>
    </Card>
  );
}

function StudyNext({ items }: { items: RankedConcept[] }) {
  const t = useMessages().student.mastery;
  const headingId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.studyNextTitle}
        </Title>
        {items.length === 0 ? (
          <Text>{t.studyNextEmpty}</Text>
        ) : (
          <>
            <Text c="dimmed" fz="sm">
              {t.studyNextIntro}
            </Text>
            <Stack component="ol" gap="md" style={plainList} data-testid="study-next">
              {items.map(({ concept, practise }) => (
                <Stack component="li" key={concept.id} gap={6}>
                  <MasteryLine name={concept.name} figure={concept} />
                  {practise && (
                    <Anchor
                      component={Link}
                      to={paths.student.practiceQuiz.getHref(practise.id)}
                      fz="sm"
                      fw={600}
                    >
                      {t.practise(practise.name)}
                    </Anchor>
                  )}
                </Stack>
              ))}
            </Stack>
          </>
        )}
        <Button
          component={Link}
          to={paths.student.learning.getHref()}
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          {t.openLearning}
        </Button>
      </Stack>
    </Card>
  );
}

function Strengths({ items }: { items: RankedConcept[] }) {
  const t = useMessages().student.mastery;
  const headingId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.strengthsTitle}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t.strengthsEmpty}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" style={plainList} data-testid="strengths">
            {items.map(({ concept }) => (
              <li key={concept.id}>
                <MasteryLine name={concept.name} figure={concept} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** One curriculum: its figure, then each course's figure and its concepts. */
function CurriculumMastery({ curriculum }: { curriculum: MasteryCurriculum }) {
  const t = useMessages().student.mastery;
  return (
    <Card withBorder padding="md" component="section" data-testid="mastery-curriculum">
      <Stack gap="md">
        <Title order={2} size="h3">
          {curriculum.name}
        </Title>
        <MasteryLine name={t.overall} figure={curriculum} strong />
        {curriculum.courses.map((course) => (
          <Stack key={course.id} gap="sm" data-testid="mastery-course">
            <Title order={3} size="h4">
              {course.name}
            </Title>
            <MasteryLine name={t.overall} figure={course} strong />
            <Stack component="ul" gap="sm" style={{ ...plainList, paddingInlineStart: 12 }}>
              {course.concepts.map((concept) => (
                <li key={concept.id}>
                  <MasteryLine name={concept.name} figure={concept} />
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
