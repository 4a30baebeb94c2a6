import { Accordion, Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingOrRetry } from '../../../components/feedback/loading-or-retry';
import { PageNav } from '../../../components/layout/page-nav';
import { useMessages } from '../../../i18n';
import { useLibraryCurricula } from '../api';
import type { LibraryLinks } from './content-library-page';

const PAGE_SIZE = 10;

/**
 * The way in for a teacher: the curricula of their cohorts, each opening to its courses, concepts
 * and subconcepts, every one a link to its content (with how many items it has).
 */
export function LibraryCurricula({ links }: { links: Pick<LibraryLinks, 'concept' | 'subconcept'> }) {
  const t = useMessages().library;
  const e = t.entry;
  const query = useLibraryCurricula();
  const [page, setPage] = useState(1);
  if (!query.data) return <LoadingOrRetry query={query} loadFailed={e.loadFailed} />;
  if (query.data.length === 0) return <Text>{e.empty}</Text>;
  const pageCount = Math.ceil(query.data.length / PAGE_SIZE);
  const shown = query.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <Stack gap="md">
      <Accordion
        order={2}
        multiple
        variant="separated"
        defaultValue={shown.length === 1 ? [String(shown[0]!.id)] : []}
      >
        {shown.map((curriculum) => (
          <Accordion.Item key={curriculum.id} value={String(curriculum.id)}>
            <Accordion.Control fw={700} c="brand.9">
              {curriculum.name}
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {curriculum.courses.map((course) => (
                  <Stack key={course.id} gap={4}>
                    <Title order={3} size="h5">
                      {course.name}
                    </Title>
                    {course.concepts.length === 0 ? (
                      <Text fz="sm">{e.noConcepts}</Text>
                    ) : (
                      <List spacing={6}>
                        {course.concepts.map((concept) => (
                          <List.Item key={concept.id}>
                            <Anchor component={Link} to={links.concept(concept.id)} fw={600}>
                              {concept.name}
                            </Anchor>{' '}
                            <Text span fz="sm" c="dimmed">
                              ({t.itemCount(concept.liveItems)})
                            </Text>
                            {concept.subconcepts.length > 0 && (
                              <List withPadding spacing={2} mt={2}>
                                {concept.subconcepts.map((subconcept) => (
                                  <List.Item key={subconcept.id}>
                                    <Anchor component={Link} to={links.subconcept(subconcept.id)}>
                                      {subconcept.name}
                                    </Anchor>{' '}
                                    <Text span fz="sm" c="dimmed">
                                      ({t.itemCount(subconcept.liveItems)})
                                    </Text>
                                  </List.Item>
                                ))}
                              </List>
                            )}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <PageNav label={e.pages} page={page} pageCount={pageCount} onChange={setPage} />
    </Stack>
  );
}
