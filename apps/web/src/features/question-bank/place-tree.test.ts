import type { BankPlaceTree } from '@pathshala/contracts';
import { describe, expect, it } from 'vitest';
import { choosePlace, placeChainOf, placeOptions, subconceptLabel } from './place-tree';

const tree: BankPlaceTree = [
  {
    id: 1,
    name: 'Class 8',
    courses: [
      {
        id: 10,
        name: 'Maths',
        concepts: [
          {
            id: 100,
            name: 'Fractions',
            subconcepts: [
              { id: 1000, name: 'Adding', questionCount: 12 },
              { id: 1001, name: 'Comparing', questionCount: 0 },
            ],
          },
        ],
      },
      { id: 11, name: 'Science', concepts: [] },
    ],
  },
  { id: 2, name: 'Class 9', courses: [] },
];

describe('placeChainOf', () => {
  it('fills the levels above a subconcept from the tree', () => {
    expect(placeChainOf(tree, { subconceptId: 1001 })).toEqual({
      curriculumId: 1,
      courseId: 10,
      conceptId: 100,
      subconceptId: 1001,
    });
  });

  it('keeps a chain chosen down to a course, and a lone curriculum', () => {
    expect(placeChainOf(tree, { curriculumId: 1, courseId: 11 })).toEqual({ curriculumId: 1, courseId: 11 });
    expect(placeChainOf(tree, { curriculumId: 2 })).toEqual({ curriculumId: 2 });
  });

  it('drops ids the tree does not hold (a retired place, a typed address)', () => {
    expect(placeChainOf(tree, { subconceptId: 999 })).toEqual({});
    expect(placeChainOf(tree, { curriculumId: 1, conceptId: 555 })).toEqual({});
  });
});

describe('choosePlace', () => {
  const chain = { curriculumId: 1, courseId: 10, conceptId: 100, subconceptId: 1000 };
  it('clears the levels below a changed one', () => {
    expect(choosePlace(chain, 'courseId', 11)).toEqual({ curriculumId: 1, courseId: 11 });
  });
  it('clears the level itself and below when set to any', () => {
    expect(choosePlace(chain, 'conceptId', undefined)).toEqual({ curriculumId: 1, courseId: 10 });
  });
});

describe('placeOptions', () => {
  it('offers the children of each chosen level, with subconcept counts', () => {
    const options = placeOptions(tree, { curriculumId: 1, courseId: 10, conceptId: 100 });
    expect(options.curriculumId.map((each) => each.name)).toEqual(['Class 8', 'Class 9']);
    expect(options.courseId.map((each) => each.id)).toEqual([10, 11]);
    expect(options.subconceptId.map((each) => each.id)).toEqual([1000, 1001]);
    expect(options.questionCounts.get(1000)).toBe(12);
    expect(placeOptions(tree, {}).courseId).toEqual([]);
  });

  it('names a subconcept with its concept', () => {
    expect(subconceptLabel(tree, 1000)).toBe('Fractions › Adding');
    expect(subconceptLabel(tree, 5)).toBeNull();
  });
});
