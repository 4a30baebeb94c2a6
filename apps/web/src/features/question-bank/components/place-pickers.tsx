import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { BankPlaceTree } from '@pathshala/contracts';
import { useMessages } from '../../../i18n';
import { choosePlace, PLACE_LEVELS, type PlaceIds, type PlaceLevel, placeOptions } from '../place-tree';

/**
 * Curriculum > course > concept > subconcept, each offering the children of the one above. As a
 * filter every level may stay at 'Any'; to place a question the subconcept must be chosen (the error
 * shows under it).
 */
export function PlacePickers({
  tree,
  value,
  onChange,
  mode,
  error,
  required = mode === 'choose',
  disabled = false,
  cols = { base: 1, xs: 2, lg: 4 },
}: {
  tree: BankPlaceTree;
  value: PlaceIds;
  onChange: (ids: PlaceIds) => void;
  /** 'filter': 'Any' at every level; 'choose': a subconcept is needed. */
  mode: 'filter' | 'choose';
  error?: string;
  /** Marks the pickers required (the default when choosing); an import's place is optional. */
  required?: boolean;
  /** Read-only: the place is shown, not changed. */
  disabled?: boolean;
  cols?: Record<string, number>;
}) {
  const t = useMessages().questionBank.place;
  const options = placeOptions(tree, value);
  const labels: Record<PlaceLevel, string> = {
    curriculumId: t.curriculum,
    courseId: t.course,
    conceptId: t.concept,
    subconceptId: t.subconcept,
  };
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {PLACE_LEVELS.map((level, index) => {
        const choices = options[level];
        const above = index === 0 ? undefined : PLACE_LEVELS[index - 1]!;
        // A level waits for the one above it to be chosen.
        const waiting = above !== undefined && value[above] === undefined;
        return (
          <NativeSelect
            key={level}
            label={labels[level]}
            value={value[level] === undefined ? '' : String(value[level])}
            disabled={disabled || waiting}
            required={required}
            // Required is said to assistive technology (aria-required); a '*' in the label would
            // become part of its name for some tools, so none is drawn.
            withAsterisk={false}
            error={level === 'subconceptId' ? error : undefined}
            onChange={(event) => {
              const id = Number(event.currentTarget.value);
              onChange(choosePlace(value, level, id > 0 ? id : undefined));
            }}
            data={[
              { value: '', label: mode === 'filter' ? t.any : t.choose },
              ...choices.map((choice) => ({
                value: String(choice.id),
                label:
                  level === 'subconceptId'
                    ? t.subconceptCount(choice.name, options.questionCounts.get(choice.id) ?? 0)
                    : choice.name,
              })),
            ]}
          />
        );
      })}
    </SimpleGrid>
  );
}
