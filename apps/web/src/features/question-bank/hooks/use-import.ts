import {
  type ImportReport,
  QUESTION_FILE_MAX_BYTES,
  type QuestionFileFormat,
  type QuestionUse,
  questionBankMessages,
} from '@pathshala/contracts';
import { useRef, useState } from 'react';
import { useOutcome } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { type ImportChoice, useCheckImport } from '../api/check-import';
import { useStartImport } from '../api/start-import';
import { detectFormat, readHead } from '../import-file';
import type { PlaceIds } from '../place-tree';

export type FormatChoice = 'auto' | QuestionFileFormat;

/** What the teacher decided after a dry run: each category's place, and whether copies are kept. */
interface AfterCheck {
  /** A subconcept id per category, or null for the file's place. */
  categoryPlaces: Record<string, number | null>;
  keepCopies: boolean;
}

/**
 * The import page's state: the file and what it leaves open, the dry run and the choices made after
 * it (category places, copies), then the import. Any change to what would be imported makes the
 * last check stale; a choice made after the check checks the file again with it.
 */
export function useImport() {
  const k = useMessages().questionBank.import;
  const check = useCheckImport();
  const start = useStartImport();
  const outcome = useOutcome();
  const { setOutcome, clearOutcome, report: reportAction } = outcome;
  const [file, setFile] = useState<File | null>(null);
  const [detected, setDetected] = useState<QuestionFileFormat | null>(null);
  const [formatChoice, setFormatChoice] = useState<FormatChoice>('auto');
  const [place, setPlace] = useState<PlaceIds>({});
  const [defaultMarks, setDefaultMarks] = useState<number | ''>(1);
  const [use, setUse] = useState<QuestionUse>('BOTH');
  const [after, setAfter] = useState<AfterCheck>({ categoryPlaces: {}, keepCopies: false });
  const [checked, setChecked] = useState<{
    report: ImportReport;
    choice: ImportChoice;
    subconceptId?: number;
  } | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const readToken = useRef(0);

  const format = formatChoice === 'auto' ? detected : formatChoice;
  const changed = () => {
    setChecked(null);
    clearOutcome();
  };

  const chooseFile = async (chosen: File | null) => {
    changed();
    const token = ++readToken.current;
    setFile(chosen);
    setDetected(null);
    setAfter({ categoryPlaces: {}, keepCopies: false });
    if (!chosen) return;
    if (chosen.size > QUESTION_FILE_MAX_BYTES) {
      setFile(null);
      setOutcome({ kind: 'error', body: questionBankMessages.fileTooLarge });
      return;
    }
    const head = chosen.name.toLowerCase().endsWith('.txt') ? await readHead(chosen) : '';
    if (token === readToken.current) setDetected(detectFormat(chosen.name, head));
  };

  const runCheck = (choices: AfterCheck = after) => {
    if (!file) return setOutcome({ kind: 'error', body: k.chooseFile });
    if (!format) return setOutcome({ kind: 'error', body: k.chooseFormat });
    const choice: ImportChoice = {
      file,
      format,
      subconceptId: place.subconceptId,
      defaultMarks: defaultMarks === '' ? undefined : defaultMarks,
      use,
      categoryPlaces:
        Object.keys(choices.categoryPlaces).length > 0 ? JSON.stringify(choices.categoryPlaces) : undefined,
      duplicates: choices.keepCopies ? 'keep' : undefined,
    };
    void reportAction(async () => {
      setChecked({ report: await check.mutateAsync(choice), choice, subconceptId: place.subconceptId });
      return null;
    }, k.checkFailed);
  };

  /** A choice made on the dry run's answer: kept, and the file checked again with it. */
  const decide = (change: Partial<AfterCheck>) => {
    const next = { ...after, ...change };
    setAfter(next);
    runCheck(next);
  };

  const runImport = () => {
    if (!checked) return;
    void reportAction(async () => {
      const started = await start.mutateAsync(checked.choice);
      setImportId(started.id);
      return null;
    }, k.importFailed);
  };

  const another = () => {
    readToken.current++;
    setImportId(null);
    setChecked(null);
    setFile(null);
    setDetected(null);
    setFormatChoice('auto');
    setAfter({ categoryPlaces: {}, keepCopies: false });
    clearOutcome();
  };

  return {
    outcome,
    file,
    detected,
    formatChoice,
    place,
    defaultMarks,
    use,
    checked,
    importId,
    keepCopies: after.keepCopies,
    busy: check.isPending || start.isPending,
    checking: check.isPending,
    starting: start.isPending,
    chooseFile,
    chooseFormat: (choice: FormatChoice) => {
      changed();
      setFormatChoice(choice);
    },
    choosePlace: (ids: PlaceIds) => {
      changed();
      setPlace(ids);
    },
    chooseDefaultMarks: (marks: number | '') => {
      changed();
      setDefaultMarks(marks);
    },
    chooseUse: (value: QuestionUse) => {
      changed();
      setUse(value);
    },
    placeCategory: (category: string, subconceptId: number | null) =>
      decide({ categoryPlaces: { ...after.categoryPlaces, [category]: subconceptId } }),
    chooseKeepCopies: (keepCopies: boolean) => decide({ keepCopies }),
    runCheck: () => runCheck(),
    runImport,
    another,
  };
}
