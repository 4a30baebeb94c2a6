export interface MoodleXmlFile {
  name: string;
  encoding: string;
  /** base64, white space removed */
  data: string;
}

export interface MoodleXmlText {
  format: string;
  text: string;
  files: MoodleXmlFile[];
}

export interface MoodleXmlAnswer extends MoodleXmlText {
  fraction: string;
  feedback: MoodleXmlText;
}

export type MoodleXmlRecord =
  | { kind: 'category'; path: string }
  | {
      kind: 'question';
      type: string;
      name: string | null;
      questionText: MoodleXmlText;
      generalFeedback: MoodleXmlText;
      defaultGrade: string | null;
      single: string | null;
      tags: string[];
      answers: MoodleXmlAnswer[];
    };

export class MoodleXmlError extends Error {
  constructor(reason: 'doctype' | 'not-moodle' | 'unreadable');
  readonly reason: 'doctype' | 'not-moodle' | 'unreadable';
}

export function decodeXmlEntities(text: string): string;
export function readMoodleXml(xml: string): MoodleXmlRecord[];
