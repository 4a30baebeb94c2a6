import { List, Stack, Text } from '@mantine/core';
import type { CohortMember, MembersChanged } from '@pathshala/contracts';
import { OutcomeAlert } from '../../components/feedback/outcome-alert';
import { translateServerMessage, useMessages } from '../../i18n';

/** Names listed per group; the rest are counted. */
const SHOWN_NAMES = 20;
const SHOWN_PROBLEMS = 50;

export const memberName = (member: Pick<CohortMember, 'firstName' | 'lastName'>) =>
  `${member.firstName} ${member.lastName}`;

/** What a change of members did, in plain words: who changed, who already was so, and which lines were not used. */
export function MembersResult({ result, onClose }: { result: MembersChanged; onClose: () => void }) {
  const r = useMessages().cohorts.result;
  const { change, changed, unchanged, problems } = result;
  const nothing = changed.length === 0 && unchanged.length === 0 && problems.length === 0;
  return (
    <OutcomeAlert
      onClose={onClose}
      outcome={{
        kind: problems.length > 0 || changed.length === 0 ? 'warning' : 'success',
        title: r.title[change],
        body: (
          <Stack gap="xs" data-testid="members-result">
            {nothing && <Text>{r.nothing}</Text>}
            <NameGroup title={r.changed[change](changed.length)} people={changed} />
            {unchanged.length > 0 && (
              <NameGroup title={r.unchanged[change](unchanged.length)} people={unchanged} />
            )}
            {problems.length > 0 && (
              <div>
                <Text fw={600}>{r.problems(problems.length)}</Text>
                <List size="sm" spacing={2}>
                  {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                    <List.Item key={`${problem.line}-${problem.entry}`} style={{ overflowWrap: 'anywhere' }}>
                      {problem.line === null
                        ? r.id(problem.entry, translateServerMessage(problem.reason))
                        : r.line(problem.line, problem.entry, translateServerMessage(problem.reason))}
                    </List.Item>
                  ))}
                </List>
                {problems.length > SHOWN_PROBLEMS && (
                  <Text fz="sm">{r.more(problems.length - SHOWN_PROBLEMS)}</Text>
                )}
              </div>
            )}
          </Stack>
        ),
      }}
    />
  );
}

function NameGroup({ title, people }: { title: string; people: CohortMember[] }) {
  const r = useMessages().cohorts.result;
  return (
    <div>
      <Text fw={600}>{title}</Text>
      {people.length > 0 && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {people
            .slice(0, SHOWN_NAMES)
            .map((person) => `${memberName(person)} (${person.username})`)
            .join(', ')}
          {people.length > SHOWN_NAMES ? ` ${r.more(people.length - SHOWN_NAMES)}` : ''}
        </Text>
      )}
    </div>
  );
}
