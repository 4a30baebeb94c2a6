/**
 * What an import says about one item or a file, beyond the bank's own messages (contracts'
 * questionBankMessages). Kept with the formats: only the server writes them, the web shows them.
 */
export const importMessages = {
  imageNotInFile: 'The image is not in the file; add it in the bank.',
  imageFileMissing: (name: string) => `The image ${name} is not in the file; add it in the bank.`,
  moreImagesIgnored: 'Only the first image of the question is kept; add the others in the bank.',
  partialCreditIgnored:
    'Partial marks for some options are not kept: only the option with full marks is correct.',
  negativeMarksIgnored: 'Negative marks for wrong options are not kept: a wrong answer scores 0.',
  optionImageIgnored: 'Images in options are not imported; add them in the bank.',
  correctNotLetter: 'Correct must be A, B, C or D (or 1 to 4).',
  correctNotWritten: 'The correct option is empty.',
  marksNotNumber: 'Marks must be a number, such as 1 or 2.5.',
  placeUnknown: (path: string) =>
    `The place "${path}" is not in the curriculum (or is retired). Check the names, or leave them empty and choose a place.`,
  categoryUnplaced: (category: string) =>
    `No place for the category "${category}": choose one for it, or a place for the whole file.`,
  placeIncomplete: 'Write all four place names (Curriculum, Course, Concept, Subconcept), or none.',
  giftSyntax: (detail: string) => `This question could not be read: ${detail}`,
  aikenNoAnswer: 'The question has no ANSWER line.',
  aikenNoOptions: 'The question has no options (A. or A) lines).',
  aikenAnswerNotOption: (letter: string) => `ANSWER: ${letter} is not one of the options written.`,
  aikenStray: 'This line is not part of a question (a question is its text, A) to D) options, then ANSWER:).',
  formatUnknown: "Choose the file's format: the file name does not tell it.",
  fileEmpty: 'The file is empty.',
  noQuestions: 'The file holds no questions.',
  doctype: 'This XML file declares a DOCTYPE or entities, which a Moodle export never does.',
  notMoodleXml: 'This is not a Moodle XML question file (its root element must be <quiz>).',
  notSaved: 'This question could not be saved. Try importing it again.',
  importFailed:
    'The import stopped because of an error. Nothing after the last saved batch was imported; try again.',
} as const;
