import { Button } from '@mantine/core';
import { createPortal } from 'react-dom';
import { useMessages } from '../../../i18n';
import { useSchoolName } from '../../../lib/school-name';
import './sign-in-slips.css';

/** One person's first sign-in: who, the username and the generated password. */
export interface SlipPerson {
  name: string;
  username: string;
  password: string;
}

/**
 * The slips of people just given generated passwords, for the browser's print (A4, eight a page):
 * beside the app in the page's body, hidden on screen, and in print the only thing shown. They live
 * only as long as the screen that made them: the passwords are kept nowhere.
 */
export function SignInSlips({ people }: { people: readonly SlipPerson[] }) {
  const t = useMessages().people.firstPasswords.slip;
  const school = useSchoolName();
  const signInAddress = `${window.location.origin}/login`;
  return createPortal(
    <div className="sign-in-slips" data-testid="sign-in-slips">
      {people.map((person) => (
        <section key={person.username} className="sign-in-slip" aria-label={person.name}>
          {school && <div className="school">{school}</div>}
          <h2>{t.title}</h2>
          <dl>
            <dt>{t.name}</dt>
            <dd>{person.name}</dd>
            <dt>{t.username}</dt>
            <dd>{person.username}</dd>
            <dt>{t.password}</dt>
            <dd className="password">{person.password}</dd>
            <dt>{t.signInAt}</dt>
            <dd>{signInAddress}</dd>
          </dl>
          <p className="note">{t.changeNote}</p>
        </section>
      ))}
    </div>,
    document.body,
  );
}

/** Opens the browser's print of the slips (the print stylesheet shows only them). */
export function PrintSlipsButton({ count }: { count: number }) {
  const t = useMessages().people.firstPasswords;
  return (
    <Button onClick={() => window.print()} w={{ base: '100%', sm: 'fit-content' }} data-testid="print-slips">
      {t.printSlips(count)}
    </Button>
  );
}
