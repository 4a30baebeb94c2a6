import { Box, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { notify } from '../../../components/feedback/notify';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { useSession } from '../../../lib/session-provider';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { learningKeys } from '../api/curriculum';
import { flushOutbox, onOutboxChange, outboxCount, recordsNotKept } from './study-outbox';

/** How often the outbox is tried while records wait and the browser says it is online. */
const RETRY_MS = 30_000;

/**
 * The student area's layout: sends what was studied offline when the connection returns (on
 * opening, on the browser's online event and every 30 s while records wait), says what was marked,
 * and on learning pages says what works offline and how many records wait.
 */
export function StudySync() {
  const t = useMessages();
  const { user } = useSession();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(0);
  const [lost, setLost] = useState(0);
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const count = () => {
      setLost(recordsNotKept());
      void outboxCount(userId)
        .then((n) => live && setWaiting(n))
        .catch(() => undefined);
    };
    count();
    const stop = onOutboxChange(count);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);

  useEffect(() => {
    if (userId === undefined || !online) return;
    let live = true;
    const flush = async () => {
      const report = await flushOutbox(userId).catch(() => null);
      if (!live || !report) return;
      for (const { subconceptName, marks } of report.marked)
        notify(
          'success',
          t.learning.offline.marked(
            subconceptName,
            marks.correctAnswers,
            marks.totalQuestions,
            marks.percentage,
          ),
        );
      if (report.refused.length > 0) notify('error', t.learning.offline.refused(report.refused.length));
      if (report.sent > 0) await queryClient.invalidateQueries({ queryKey: learningKeys.all });
    };
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [userId, online, queryClient, t]);

  const onStudyPage =
    pathname === paths.student.home.getHref() || pathname.startsWith(paths.student.learning.getHref());
  const note = [
    !online && onStudyPage ? t.chrome.offlineStudy : null,
    waiting > 0 ? t.chrome.waiting(waiting) : null,
    lost > 0 ? t.chrome.notKept(lost) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <div role="status" aria-live="polite">
        {note && (
          <Box
            bg="yellow.0"
            px="md"
            py={6}
            style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
          >
            <Text ta="center" fz="sm" c="dark.9" data-testid="offline-study-note">
              {note}
            </Text>
          </Box>
        )}
      </div>
      <Outlet />
    </>
  );
}
