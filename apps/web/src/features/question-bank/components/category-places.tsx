import { Checkbox, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { BankPlaceTree, ImportReport } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';

/** The tree's subconcepts as select groups: "Curriculum / Course / Concept", then its subconcepts. */
function placeGroups(tree: BankPlaceTree) {
  return tree.flatMap((curriculum) =>
    curriculum.courses.flatMap((course) =>
      course.concepts.map((concept) => ({
        group: [curriculum.name, course.name, concept.name].join(' / '),
        items: concept.subconcepts.map((subconcept) => ({
          value: String(subconcept.id),
          label: subconcept.name,
        })),
      })),
    ),
  );
}

/**
 * Where each Moodle category of the file goes: the dry run's proposal (by names, or where the
 * teacher's last import put it), which she confirms or changes; a change checks the file again.
 */
export function CategoryPlaces({
  report,
  tree,
  onChange,
  disabled,
}: {
  report: ImportReport;
  tree: BankPlaceTree;
  onChange: (category: string, subconceptId: number | null) => void;
  disabled: boolean;
}) {
  const k = useMessages().questionBank.import;
  const groups = placeGroups(tree);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-categories-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="import-categories-title">
          {k.categoriesTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {k.categoriesHint}
        </Text>
        {report.categories.map((category) => (
          <NativeSelect
            key={category.category}
            label={`${category.category} (${k.questionCount(category.questionCount)})`}
            // The source, then the whole path: a subconcept's name alone may be in several courses.
            description={[k.categorySources[category.source], category.placePath].filter(Boolean).join(' · ')}
            value={
              category.source === 'FILE_PLACE' || category.source === 'NONE'
                ? ''
                : String(category.subconceptId)
            }
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange(category.category, value === '' ? null : Number(value));
            }}
            data={[{ value: '', label: k.categoryFilePlace }, ...groups]}
            disabled={disabled}
            error={category.source === 'NONE' ? k.categoryUnplaced : undefined}
            styles={{ input: { minHeight: 44 } }}
            data-testid="import-category"
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** Questions already in the bank at another place: how many, and the choice to keep copies. */
export function CopiesChoice({
  report,
  keep,
  onChange,
  disabled,
}: {
  report: ImportReport;
  keep: boolean;
  onChange: (keep: boolean) => void;
  disabled: boolean;
}) {
  const k = useMessages().questionBank.import;
  if (report.elsewhereCount === 0 && !keep) return null;
  return (
    <Paper withBorder p="md" data-testid="import-copies">
      <Stack gap="xs">
        <Text fw={600}>{k.elsewhere(report.elsewhereCount)}</Text>
        <Checkbox
          label={k.keepCopies}
          checked={keep}
          onChange={(event) => onChange(event.currentTarget.checked)}
          disabled={disabled}
          size="md"
        />
      </Stack>
    </Paper>
  );
}
