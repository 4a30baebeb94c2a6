import type { BankPlaceTree, BankQuestion } from '@pathshala/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../components/feedback/outcome-alert';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useCreateQuestion } from '../api/create-question';
import { useUpdateQuestion } from '../api/update-question';
import type { BankLinks } from '../bank-links';
import type { EditorLocationState } from '../editor-state';
import { type PlaceIds, placeChainOf } from '../place-tree';
import {
  checkDraft,
  type DraftErrors,
  draftOf,
  emptyDraft,
  errorsOfServerMessage,
  type QuestionDraft,
} from '../question-draft';

/**
 * The question editor's state: the draft, its place, the problems found (by the contract before
 * sending, or the server's refusal at its field) and saving, which moves to the created question or
 * to the version that replaced a used one.
 */
export function useQuestionEditor({
  tree,
  question,
  initialSubconceptId,
  links,
  listSearch,
}: {
  tree: BankPlaceTree;
  question?: BankQuestion;
  initialSubconceptId?: number;
  links: BankLinks;
  listSearch?: string;
}) {
  const e = useMessages().questionBank.editor;
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [draft, setDraft] = useState<QuestionDraft>(() =>
    question ? draftOf(question) : emptyDraft(initialSubconceptId ?? null),
  );
  const [place, setPlace] = useState<PlaceIds>(() =>
    placeChainOf(tree, { subconceptId: question?.place.subconceptId ?? initialSubconceptId }),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const change = (next: QuestionDraft) => {
    setDraft(next);
    setSaved(null);
  };
  const choosePlace = (ids: PlaceIds) => {
    setPlace(ids);
    change({ ...draft, subconceptId: ids.subconceptId ?? null });
  };
  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    // The summary is announced and takes focus, so a keyboard user starts from the list of problems.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const save = async () => {
    setSaved(null);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    const state = (notice: string, extra: EditorLocationState = {}): EditorLocationState => ({
      notice,
      listSearch,
      ...extra,
    });
    try {
      if (!question) {
        const created = await create.mutateAsync(checked.input);
        navigate(links.editQuestion(created.id), {
          state: state(e.created, { writeAnotherIn: created.place.subconceptId }),
        });
        return;
      }
      const result = await update.mutateAsync({ id: question.id, body: checked.input });
      if (result.newVersion || result.question.id !== question.id) {
        // The old row is now an earlier version: the editor moves to the one that replaced it.
        navigate(links.editQuestion(result.question.id), {
          replace: true,
          state: state(e.savedNewVersion(result.question.version)),
        });
        return;
      }
      setDraft(draftOf(result.question));
      setSaved(e.savedInPlace);
    } catch (error) {
      const message = failureMessage(error, e.saveFailed);
      showErrors(
        isApiError(error) && error.status === 400
          ? errorsOfServerMessage(error.serverMessage ?? message)
          : { form: message },
      );
    }
  };

  return {
    draft,
    place,
    errors,
    saved,
    summaryRef,
    saving: create.isPending || update.isPending,
    change,
    choosePlace,
    save,
  };
}
