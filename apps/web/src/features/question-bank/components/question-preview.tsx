import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MathText } from '../../../components/math-text';
import { bankQuestionView } from '../../../components/question/options';
import { QuestionView } from '../../../components/question/question-view';
import { useMessages } from '../../../i18n';
import type { QuestionDraft } from '../question-draft';

/** The width of the phone the preview stands for. */
export const PREVIEW_WIDTH_PX = 360;

/**
 * The question as a student will see it, in a phone-wide frame: the student's own QuestionView, fed
 * only what a student's paper carries (text, images, options in order: never the key). Choosing an
 * option here only shows how it feels; nothing is sent.
 */
export function QuestionPreview({ draft }: { draft: QuestionDraft }) {
  const p = useMessages().questionBank.preview;
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = bankQuestionView({
    text: draft.text,
    image: draft.image,
    options: draft.options.map((option) => ({ text: option.text, image: option.image })),
  });
  const empty = !draft.text.trim() && !draft.image && shown.options.length === 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="question-preview-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="question-preview-title">
            {p.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {p.hint}
          </Text>
        </div>
        <Box
          role="region"
          aria-label={p.frameLabel}
          data-testid="question-preview"
          w="100%"
          maw={PREVIEW_WIDTH_PX}
          mx="auto"
          p="md"
          style={{
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-lg)',
            boxSizing: 'border-box',
            overflow: 'hidden',
          }}
        >
          {empty ? (
            <Text c="dimmed">{p.empty}</Text>
          ) : (
            <QuestionView
              question={shown}
              answer={{
                value: chosen !== null && Number(chosen) <= shown.options.length ? chosen : null,
                onChange: setChosen,
                label: p.answerLabel,
              }}
            />
          )}
        </Box>
        {draft.explanation.trim() && (
          <Box w="100%" maw={PREVIEW_WIDTH_PX} mx="auto">
            <Text fz="sm" fw={600}>
              {p.explanationTitle}
            </Text>
            <Text fz="sm">
              <MathText text={draft.explanation} />
            </Text>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
