import { NativeSelect } from '@mantine/core';
import { LANGUAGE_NAMES, type Language } from '@pathshala/contracts/plain';
import { type ChangeEvent, useEffect, useState } from 'react';
import {
  language,
  noteLanguageNotSaved,
  switchLanguage,
  takeLanguageNotSaved,
  useMessages,
} from '../../i18n';
import { loadSession } from '../../lib/session-loader';
import { notify } from '../feedback/notify';

/**
 * The interface language, each named in itself. Signed in, the account keeps the choice (for every
 * device); before sign-in, this device does, and the account takes it at sign-in. The page reloads in it.
 */
export function LanguageSwitch({ signedIn, withLabel = false }: { signedIn: boolean; withLabel?: boolean }) {
  const t = useMessages();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (signedIn && takeLanguageNotSaved()) notify('error', t.language.saveFailed);
  }, [signedIn, t]);

  const choose = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value as Language;
    if (signedIn) {
      setSaving(true);
      await loadSession()
        .then(({ saveLanguage }) => saveLanguage(next))
        .catch(noteLanguageNotSaved);
    }
    await switchLanguage(next, { beforeSignIn: !signedIn });
    setSaving(false);
  };

  return (
    <NativeSelect
      size="sm"
      label={withLabel ? t.language.label : undefined}
      aria-label={withLabel ? undefined : t.language.label}
      value={language === 'pseudo' ? 'en' : language}
      onChange={choose}
      disabled={saving}
      miw={116}
      style={{ flexShrink: 0 }}
    >
      {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
        <option key={code} value={code} lang={code}>
          {name}
        </option>
      ))}
    </NativeSelect>
  );
}
