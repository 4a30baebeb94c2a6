import { Button } from '@mantine/core';
import type { BulkCohort } from '@pathshala/contracts';
import { createPortal } from 'react-dom';
import { useMessages } from '../../../i18n';
import { useSchoolName } from '../../../lib/school-name';
import './sign-in-slips.css';

/** One person's first sign-in: who, the username and the generated password (and her cohort, if placed). */
export interface SlipPerson {
  name: string;
  username: string;
  password: string;
  cohort?: BulkCohort;
}

/** A cohort as the screens label it: its name and its center. */
export const cohortLabel = (cohort: BulkCohort) => `${cohort.name} (${cohort.trainingCenterName})`;

/** The slips of one cohort (key: its id), or of the people placed in none (key 'none'). */
export interface SlipGroup {
  key: string;
  cohort: BulkCohort | null;
  people: SlipPerson[];
}

/** People grouped by cohort, cohorts by label, the people placed in none last; each group in given order. */
export function slipGroups(people: readonly SlipPerson[]): SlipGroup[] {
  const groups = new Map<string, SlipGroup>();
  for (const person of people) {
    const key = person.cohort ? String(person.cohort.id) : 'none';
    const group = groups.get(key) ?? { key, cohort: person.cohort ?? null, people: [] };
    group.people.push(person);
    groups.set(key, group);
  }
  const label = (group: SlipGroup) => (group.cohort ? cohortLabel(group.cohort) : '');
  return [...groups.values()].sort(
    (a, b) => Number(!a.cohort) - Number(!b.cohort) || label(a).localeCompare(label(b)),
  );
}

/**
 * The slips of people just given generated passwords, for the browser's print (A4, eight a page):
 * beside the app in the page's body, hidden on screen, and in print the only thing shown. Grouped by
 * cohort (when the upload placed people in cohorts), each group under its heading from a new page,
 * so a class teacher is handed her class's pages. They live only as long as the screen that made
 * them: the passwords are kept nowhere.
 */
export function SignInSlips({ groups }: { groups: readonly SlipGroup[] }) {
  const t = useMessages().people.firstPasswords.slip;
  const school = useSchoolName();
  const signInAddress = `${window.location.origin}/login`;
  const headed = groups.some((group) => group.cohort);
  return createPortal(
    <div className="sign-in-slips" data-testid="sign-in-slips">
      {groups.map((group) => (
        <div key={group.key} className="sign-in-group" data-testid="sign-in-group">
          {headed && (
            <h2 className="group-heading">
              {group.cohort ? cohortLabel(group.cohort) : t.noCohort} · {t.slipCount(group.people.length)}
            </h2>
          )}
          <div className="slip-grid">
            {group.people.map((person) => (
              <section key={person.username} className="sign-in-slip" aria-label={person.name}>
                {school && <div className="school">{school}</div>}
                <h3 className="slip-title">{t.title}</h3>
                <dl>
                  <dt>{t.name}</dt>
                  <dd>{person.name}</dd>
                  {person.cohort && (
                    <>
                      <dt>{t.cohort}</dt>
                      <dd>{person.cohort.name}</dd>
                    </>
                  )}
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
          </div>
        </div>
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
