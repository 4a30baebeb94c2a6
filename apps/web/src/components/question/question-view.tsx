import { Box, Group, Image, Paper, Radio, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { Ref } from 'react';
import { useMessages } from '../../i18n';
import { MathText } from '../math-text';
import type { ShownOption, ShownQuestion } from './options';

/** Answering: the chosen option's `answerId` as a string (null until one is chosen). */
export type QuestionAnswer = {
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The options' group name for screen readers, e.g. 'Choose one answer'. */
  label: string;
};

type QuestionViewProps = {
  question: ShownQuestion;
  /** Show the text as a heading of this level (the runner focuses it on each question); else bold text. */
  heading?: { order: TitleOrder; size?: string; ref?: Ref<HTMLHeadingElement> };
  /** Without it the question is read-only: a preview shows the options but nothing can be chosen. */
  answer?: QuestionAnswer;
};

function QuestionImage({ src, alt }: { src: string; alt: string }) {
  // Generic alt text only: a file name or id could hint at the key.
  return <Image src={src} alt={alt} loading="lazy" maw="100%" w="auto" h="auto" fit="contain" radius="sm" />;
}

/** An option's letter, text with formulas and image; spans only, since it may sit inside a button. */
function OptionContent({ option, insideControl }: { option: ShownOption; insideControl: boolean }) {
  const t = useMessages().student.question;
  return (
    <Box component="span" display="block" miw={0} style={{ flex: 1 }}>
      <Text component="span" display="block">
        <Text span fw={700}>
          {option.label}.
        </Text>{' '}
        <MathText text={option.text} scrollFocusable={!insideControl} />
      </Text>
      {option.image ? (
        <Box component="span" display="block" mt="xs">
          <QuestionImage src={option.image} alt={t.optionImageAlt(option.label)} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * A question exactly as a student sees it: the text (formulas rendered), its image, and options A-D
 * with theirs. With `answer` the options are radio cards; without it (staff previews) a plain list.
 */
export function QuestionView({ question, heading, answer }: QuestionViewProps) {
  const t = useMessages().student.question;
  const stem = <MathText text={question.text} />;
  return (
    <Stack gap="md" miw={0}>
      {heading ? (
        <Title
          order={heading.order}
          size={heading.size}
          ref={heading.ref}
          tabIndex={-1}
          style={{ outline: 'none' }}
        >
          {stem}
        </Title>
      ) : (
        <Text fz="lg" fw={600}>
          {stem}
        </Text>
      )}
      {question.image ? <QuestionImage src={question.image} alt={t.imageAlt} /> : null}
      {answer ? (
        <Radio.Group
          value={answer.value}
          onChange={(value) => !answer.disabled && answer.onChange(value)}
          label={answer.label}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio.Card
                key={option.answerId}
                value={String(option.answerId)}
                p="md"
                radius="md"
                disabled={answer.disabled}
              >
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <OptionContent option={option} insideControl />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} aria-label={t.optionsLabel} style={{ listStyle: 'none' }}>
          {question.options.map((option) => (
            <Paper component="li" key={option.answerId} withBorder p="md" radius="md">
              <OptionContent option={option} insideControl={false} />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
