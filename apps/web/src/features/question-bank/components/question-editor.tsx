import {
  Alert,
  Button,
  Grid,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  type BankPlaceTree,
  type BankQuestion,
  QUESTION_EXPLANATION_MAX_CHARS,
  QUESTION_MARKS_MAX,
  QUESTION_MARKS_MIN,
  QUESTION_TEXT_MAX_CHARS,
  QuestionDifficulty,
  QuestionUse,
} from '@pathshala/contracts';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import type { BankLinks } from '../bank-links';
import { useQuestionEditor } from '../hooks/use-question-editor';
import { ImageField } from './image-field';
import { OptionFields } from './option-fields';
import { PlacePickers } from './place-pickers';
import { QuestionPreview } from './question-preview';

/**
 * Writing or changing a question, with the student's view of it beside the form (below it on a
 * phone). Every problem the contract finds shows at its field before anything is sent; the
 * server's refusal shows at its field too, or above the form. The state is useQuestionEditor's.
 */
export function QuestionEditor({
  tree,
  question,
  initialSubconceptId,
  readOnly,
  links,
  listSearch,
}: {
  tree: BankPlaceTree;
  /** The question being changed; none for a new one. */
  question?: BankQuestion;
  initialSubconceptId?: number;
  readOnly: boolean;
  links: BankLinks;
  listSearch?: string;
}) {
  const t = useMessages().questionBank;
  const e = t.editor;
  const { draft, place, errors, saved, summaryRef, saving, change, choosePlace, save } = useQuestionEditor({
    tree,
    question,
    initialSubconceptId,
    links,
    listSearch,
  });
  const listHref = `${links.list()}${listSearch ?? ''}`;

  const problems = Object.entries(errors).filter(([, message]) => Boolean(message));
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form
          aria-label={e.formLabel}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!readOnly && !saving) void save();
          }}
        >
          <Stack gap="md">
            {problems.length > 0 && (
              <Alert color="red" variant="light" role="alert" ref={summaryRef} tabIndex={-1}>
                <Text fw={600} c="red.9">
                  {e.problems}
                </Text>
                <List size="sm" mt={4}>
                  {problems.map(([field, message]) => (
                    <List.Item key={field}>{message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {saved && (
              <Alert color="green" variant="light" role="status">
                <Text c="green.9">{saved}</Text>
              </Alert>
            )}
            {question?.used && !readOnly && (
              <Alert color="orange" variant="light" data-testid="version-warning">
                <Text c="orange.9" fz="sm">
                  {e.usedWarning(question.version)}
                </Text>
              </Alert>
            )}

            <Paper withBorder p="md">
              <Stack gap="sm">
                <Title order={2} size="h5">
                  {e.placeTitle}
                </Title>
                <PlacePickers
                  tree={tree}
                  value={place}
                  onChange={choosePlace}
                  mode="choose"
                  error={errors.place}
                  cols={{ base: 1, xs: 2 }}
                />
              </Stack>
            </Paper>

            <Textarea
              label={e.stemLabel}
              description={e.stemHint}
              value={draft.text}
              onChange={(event) => change({ ...draft, text: event.currentTarget.value })}
              autosize
              minRows={3}
              maxRows={14}
              maxLength={QUESTION_TEXT_MAX_CHARS}
              required
              withAsterisk={false}
              error={errors.text}
              readOnly={readOnly}
            />
            <ImageField
              label={e.imageLabel}
              what={e.theQuestion}
              thumbnailAlt={e.imageThumbnail}
              value={draft.image}
              onChange={(image) => change({ ...draft, image })}
              disabled={readOnly}
              error={errors.image}
            />
            <OptionFields draft={draft} onChange={change} errors={errors} readOnly={readOnly} />

            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <NumberInput
                label={e.marksLabel}
                description={e.marksHint}
                value={draft.marks}
                onChange={(value) =>
                  change({
                    ...draft,
                    marks: typeof value === 'number' ? value : value === '' ? '' : Number(value),
                  })
                }
                min={QUESTION_MARKS_MIN}
                max={QUESTION_MARKS_MAX}
                step={0.5}
                decimalScale={1}
                allowNegative={false}
                required
                withAsterisk={false}
                error={errors.marks}
                readOnly={readOnly}
              />
              <NativeSelect
                label={e.useLabel}
                value={draft.use}
                onChange={(event) => change({ ...draft, use: event.currentTarget.value as QuestionUse })}
                data={QuestionUse.options.map((value) => ({ value, label: t.uses[value] }))}
                error={errors.use}
                disabled={readOnly}
              />
              <NativeSelect
                label={e.difficultyLabel}
                value={draft.difficulty ?? ''}
                onChange={(event) => {
                  const parsed = QuestionDifficulty.safeParse(event.currentTarget.value);
                  change({ ...draft, difficulty: parsed.success ? parsed.data : null });
                }}
                data={[
                  { value: '', label: e.noDifficulty },
                  ...QuestionDifficulty.options.map((value) => ({ value, label: t.difficulties[value] })),
                ]}
                error={errors.difficulty}
                disabled={readOnly}
              />
            </SimpleGrid>
            <Textarea
              label={e.explanationLabel}
              description={e.explanationHint}
              value={draft.explanation}
              onChange={(event) => change({ ...draft, explanation: event.currentTarget.value })}
              autosize
              minRows={2}
              maxRows={10}
              maxLength={QUESTION_EXPLANATION_MAX_CHARS}
              error={errors.explanation}
              readOnly={readOnly}
            />

            {!readOnly && (
              <Group gap="sm">
                <Button type="submit" h={44} loading={saving}>
                  {e.save}
                </Button>
                <Button component={Link} to={listHref} variant="default" h={44}>
                  {e.cancel}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <div style={{ position: 'sticky', top: 16 }}>
          <QuestionPreview draft={draft} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
