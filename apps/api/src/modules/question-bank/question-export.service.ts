import type { QuestionExportFormat, QuestionFilters } from '@pathshala/contracts';
import { QUESTION_TEMPLATE_COLUMNS } from '@pathshala/contracts';
import type { AppContext } from '../../context';
import type { Actor } from '../../plugins/auth';
import {
  EXPORT_EXTRA_COLUMNS,
  type ExportImage,
  type ExportQuestion,
  exportRow,
  templateRows,
  writeCsv,
  writeMoodleXml,
  writeXlsx,
} from './formats/writers';
import { questionFilterConditions } from './question-bank.repository';
import { type ExportRow, findExportRows, findImages } from './question-import.repository';

export interface QuestionFileOut {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'moodle-xml': 'application/xml; charset=utf-8',
} as const;
const EXTENSIONS = { csv: 'csv', xlsx: 'xlsx', 'moodle-xml': 'xml' } as const;

function toExportQuestion(row: ExportRow, images: Map<number, ExportImage>): ExportQuestion {
  const image = (id: number | null) => (id === null ? null : (images.get(id) ?? null));
  const optionImages = [row.option1ImageId, row.option2ImageId, row.option3ImageId, row.option4ImageId];
  const options = [row.option1, row.option2, row.option3, row.option4]
    .map((text, index) => ({ text, image: image(optionImages[index] ?? null) }))
    .filter((option, index) => index < 2 || option.text !== '' || option.image !== null);
  return {
    id: row.id,
    version: row.version,
    status: row.retiredAt ? 'RETIRED' : 'ACTIVE',
    author: row.authorName,
    place: {
      curriculum: row.curriculumName,
      course: row.courseName,
      concept: row.conceptName,
      subconcept: row.subconceptName,
    },
    text: row.text,
    options,
    correctOption: row.correctOption,
    marks: row.marks,
    explanation: row.explanation,
    use: row.use,
    difficulty: row.difficulty,
    image: image(row.imageId),
  };
}

/** The bank out to files: the template, and the filtered bank (current versions) as CSV, XLSX or Moodle XML. */
export function createQuestionExportService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    template(format: 'csv' | 'xlsx'): QuestionFileOut {
      const rows = templateRows();
      return {
        fileName: `question-template.${format}`,
        contentType: CONTENT_TYPES[format],
        bytes: format === 'csv' ? writeCsv(rows) : writeXlsx(rows, 'Questions'),
      };
    },

    async export({
      actor,
      filters,
      format,
    }: {
      actor: Actor;
      filters: Omit<QuestionFilters, '_t'>;
      format: QuestionExportFormat;
    }): Promise<QuestionFileOut> {
      const rows = await findExportRows(db, questionFilterConditions(filters, actor.id));
      const imageIds = rows.flatMap((row) =>
        [row.imageId, row.option1ImageId, row.option2ImageId, row.option3ImageId, row.option4ImageId].filter(
          (id): id is number => id !== null,
        ),
      );
      const images = await findImages(db, imageIds);
      const questions = rows.map((row) => toExportQuestion(row, images));
      const day = clock.now().toISOString().slice(0, 10);
      let bytes: Buffer;
      if (format === 'moodle-xml') bytes = Buffer.from(await writeMoodleXml(questions), 'utf8');
      else {
        const table = [[...QUESTION_TEMPLATE_COLUMNS, ...EXPORT_EXTRA_COLUMNS], ...questions.map(exportRow)];
        bytes = format === 'csv' ? writeCsv(table) : writeXlsx(table, 'Questions');
      }
      return {
        fileName: `question-bank-${day}.${EXTENSIONS[format]}`,
        contentType: CONTENT_TYPES[format],
        bytes,
      };
    },
  };
}
