import { Alert, Badge, Box, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import {
  WEB_INACTIVITY_TIMEOUT_SECONDS,
  WEB_MIN_ESTIMATED_MINUTES,
  webResourceUrl,
} from '@pathshala/contracts';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../../i18n';
import { useWebCheck } from '../../api/content';
import { RIGHT_COLOUR } from '../progress-meter';
import type { ViewerProps } from './viewer-props';

const ACTIVITY_EVENTS = ['click', 'scroll', 'mousemove', 'keydown', 'touchstart'] as const;

/**
 * A web page in a frame. Whether it can be shown there is asked of the server first, since a
 * browser cannot see a cross-origin frame fail. Active time counts towards progress; the student
 * is inactive after 120 s without input. The bookmark is each whole minute of study.
 */
export function WebViewer({ content, tracker }: ViewerProps) {
  const t = useMessages().learning;
  const url = webResourceUrl(content.CT_ContentLink);
  const check = useWebCheck(content.CT_id);
  const [active, setActive] = useState(true);
  const [completed, setCompleted] = useState(content.progress >= 100);
  const lastActivity = useRef(Date.now());
  const activeSeconds = useRef((content.bookmark?.position ?? 0) * 60);
  const estimatedMinutes = Math.max(WEB_MIN_ESTIMATED_MINUTES, Math.round(content.CT_Duration / 60));

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
      setActive(true);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const tick = setInterval(() => {
      const idle = (Date.now() - lastActivity.current) / 1000 >= WEB_INACTIVITY_TIMEOUT_SECONDS;
      setActive(!idle);
      if (idle) return;
      activeSeconds.current += 1;
      const minutes = Math.floor(activeSeconds.current / 60);
      tracker.setCompletion((activeSeconds.current / (estimatedMinutes * 60)) * 100);
      tracker.setPosition({ position: minutes, time: activeSeconds.current });
      if (minutes > 0 && activeSeconds.current % 60 === 0)
        tracker.bookmark({ position: minutes, time: activeSeconds.current });
    }, 1000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(tick);
    };
  }, [tracker, estimatedMinutes]);

  const openInNewTab = (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" variant="default" size="sm">
      {t.web.openInNewTab}
    </Button>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge color={active ? RIGHT_COLOUR : 'gray.7'} variant="filled" tt="none" data-testid="activity">
            {active ? t.web.active : t.web.inactive}
          </Badge>
          <Text fz="sm">{t.viewer.estimatedMinutes(estimatedMinutes)}</Text>
        </Group>
        <Group gap="xs">
          {openInNewTab}
          <Button
            size="sm"
            onClick={() => {
              tracker.markComplete();
              setCompleted(true);
            }}
            disabled={completed}
          >
            {completed ? t.web.completed : t.web.markComplete}
          </Button>
        </Group>
      </Group>
      {check.isPending || check.isFetching ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t.web.checking}</Text>
        </Group>
      ) : check.data?.embeddable ? (
        <Box>
          <iframe
            src={url}
            title={t.web.label(content.CT_Name)}
            referrerPolicy="no-referrer"
            style={{
              width: '100%',
              height: '70vh',
              background: 'white',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
            }}
          />
        </Box>
      ) : check.data?.reason === 'blocked' ? (
        // Reachable, but the site refuses to be framed: nothing is wrong, it opens in its own tab (said
        // politely: Mantine's Alert is role alert, which a screen reader announces as an error).
        <Alert
          color="brand"
          variant="light"
          role="status"
          title={t.web.newTabTitle}
          data-testid="web-new-tab"
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t.web.newTabBody}</Text>
            {openInNewTab}
          </Stack>
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t.web.loadErrorTitle}>
          <Stack gap="xs" align="flex-start">
            <Text c="red.9" fz="sm">
              {t.web.loadErrorBody}
            </Text>
            <List fz="sm" c="red.9">
              {t.web.loadErrorReasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
            <Group gap="sm">
              <Button size="sm" onClick={() => check.refetch()}>
                {t.web.tryAgain}
              </Button>
              {openInNewTab}
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
