import { describe, expect, it } from 'vitest';
import { type CategoryPlaceInputs, categoryKey, placeCategory } from './category-places';
import type { BankPlace } from './import-plan';

let nextId = 1;
const place = (curriculum: string, course: string, concept: string, subconcept: string): BankPlace => {
  const id = nextId++;
  return {
    curriculumId: curriculum.length,
    curriculumName: curriculum,
    courseId: id * 10,
    courseName: course,
    conceptId: id * 100,
    conceptName: concept,
    subconceptId: id,
    subconceptName: subconcept,
  };
};

const structure = place('Class 8 Science', 'Biology', 'Cells: The Building Blocks of Life', 'Cell Structure');
const plantAnimal = place(
  'Class 8 Science',
  'Biology',
  'Cells: The Building Blocks of Life',
  'Plant and Animal Cells',
);
const forces = place('Class 8 Science', 'Physics', 'Force and Pressure', 'Contact and Non-contact Forces');
const mathsCells = place('Class 8 Maths', 'Number', 'Tables', 'Cells');
const scienceCells = place('Class 8 Science', 'Biology', 'Living things', 'Cells');
const all = [structure, plantAnimal, forces, mathsCells, scienceCells];

const inputs = (over: Partial<CategoryPlaceInputs> = {}): CategoryPlaceInputs => ({
  places: new Map(all.map((p) => [p.subconceptId, p])),
  proposable: all,
  chosen: undefined,
  confirmed: new Map(),
  remembered: new Map(),
  ...over,
});
const placed = (names: string[], over: Partial<CategoryPlaceInputs> = {}) => {
  const result = placeCategory(names.join(' / '), names, inputs(over));
  return { id: result.place?.subconceptId ?? null, source: result.source };
};

describe('placing a Moodle category', () => {
  it('equal names beat names that only hold the words; parents in the path break a tie', () => {
    // Two subconcepts named "Cells": the one under "Class 8 Science" is named by the path.
    expect(placed(['Class 8 Science', 'Cells'])).toEqual({ id: scienceCells.subconceptId, source: 'NAMES' });
    expect(placed(['Class 8 Maths', 'Cells'])).toEqual({ id: mathsCells.subconceptId, source: 'NAMES' });
    // Only the words: "Forces" is a word of one subconcept's name.
    expect(placed(['Class 8 Science', 'Forces'])).toEqual({ id: forces.subconceptId, source: 'NAMES' });
  });

  it('a tie proposes nothing; the place chosen for the file is used, else none', () => {
    expect(placed(['Cells'])).toEqual({ id: null, source: 'NONE' });
    expect(placed(['Cells'], { chosen: structure })).toEqual({
      id: scienceCells.subconceptId,
      source: 'NAMES',
    });
    expect(placed(['Volcanoes'], { chosen: structure })).toEqual({
      id: structure.subconceptId,
      source: 'FILE_PLACE',
    });
  });

  it('four names that are a place (our own export) are that place', () => {
    expect(
      placed(['Class 8 Science', 'Biology', 'Cells: The Building Blocks of Life', 'Cell Structure']),
    ).toEqual({ id: structure.subconceptId, source: 'NAMES' });
  });

  it("the teacher's choice beats her last import, which beats the names", () => {
    const key = categoryKey('Class 8 Science / Forces');
    const remembered = new Map([[key, plantAnimal.subconceptId]]);
    expect(placed(['Class 8 Science', 'Forces'], { remembered })).toEqual({
      id: plantAnimal.subconceptId,
      source: 'REMEMBERED',
    });
    expect(
      placed(['class 8 science', 'FORCES'], {
        remembered,
        confirmed: new Map([[key, structure.subconceptId]]),
      }),
    ).toEqual({ id: structure.subconceptId, source: 'CHOSEN' });
    // null sends it to the file's place.
    expect(
      placed(['Class 8 Science', 'Forces'], {
        remembered,
        confirmed: new Map([[key, null]]),
        chosen: mathsCells,
      }),
    ).toEqual({ id: mathsCells.subconceptId, source: 'FILE_PLACE' });
  });

  it('never proposes a place the importer may not add to, even one she placed there before', () => {
    const proposable = all.filter((p) => p.curriculumName === 'Class 8 Maths');
    const remembered = new Map([[categoryKey('Class 8 Science / Forces'), forces.subconceptId]]);
    expect(placed(['Class 8 Science', 'Forces'], { proposable, remembered })).toEqual({
      id: null,
      source: 'NONE',
    });
  });
});
