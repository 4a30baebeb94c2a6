import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { MasteryCurriculum, StudyContent } from '@pathshala/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useMyMastery } from '../api/mastery';
import { useMyScores } from '../api/my-scores';
import { type RankedConcept, summarise } from '../mastery-summary';
import { type ConceptLink, ConceptListCard } from './concept-list-card';
import { MasteryLine } from './mastery-line';
import { ScoresOverTime } from './my-scores';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

type MasteryWords = ReturnType<typeof useMessages>['student']['mastery'];

/**
 * Where a concept to study next leads: the first content of its weakest subconcept (else of the
 * concept itself, else of any of its subconcepts), then practice on that subconcept.
 */
function studyLinks(item: RankedConcept, content: readonly StudyContent[], t: MasteryWords): ConceptLink[] {
  const ofConcept = content.filter((entry) => entry.conceptId === item.concept.id);
  const place =
    ofConcept.find((entry) => entry.subconceptId !== null && entry.subconceptId === item.practise?.id) ??
    ofConcept.find((entry) => entry.subconceptId === null) ??
    ofConcept[0];
  const links: ConceptLink[] = [];
  if (place)
    links.push({
      label: t.study(place.name),
      href:
        place.subconceptId === null
          ? paths.student.studyConcept.getHref(place.conceptId, place.contentId)
          : paths.student.studySubconcept.getHref(place.subconceptId, place.contentId),
    });
  if (item.practise)
    links.push({
      label: t.practise(item.practise.name),
      href: paths.student.practiceQuiz.getHref(item.practise.id),
    });
  return links;
}

/** The student's own mastery: what to study next, her strengths, her scores over time, then every concept by course. */
export function MyMastery() {
  const t = useMessages().student.mastery;
  const query = useMyMastery();
  const scores = useMyScores();
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
  const studyContent = scores.data?.studyContent ?? [];
  return (
    <Stack gap="lg">
      <ConceptListCard
        title={t.studyNextTitle}
        intro={t.studyNextIntro}
        empty={t.studyNextEmpty}
        items={summary.studyNext}
        ordered
        testId="study-next"
        linksOf={(item) => studyLinks(item, studyContent, t)}
        footer={
          <Button
            component={Link}
            to={paths.student.learning.getHref()}
            variant="default"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
          >
            {t.openLearning}
          </Button>
        }
      />
      <ConceptListCard
        title={t.strengthsTitle}
        empty={t.strengthsEmpty}
        items={summary.strengths}
        testId="strengths"
      />
      <ScoresOverTime scores={scores.data?.scores ?? []} loading={scores.isPending} failed={scores.isError} />
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
