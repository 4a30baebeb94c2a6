import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ReceiptPage } from '../../../features/exam-room/receipt-page';
import { RoomPage } from '../../../features/exam-room/room-page';
import { RoomsPage } from '../../../features/exam-room/rooms-page';
import { useMessages } from '../../../i18n';
import { AppPage } from '../../layouts/app-page';

/** The exam room screens: a back link, the page's h1 (the room sets its own), the page. */
function ExamRoomScreen({
  pageTitle,
  title,
  intro,
  back,
  children,
}: {
  pageTitle: string;
  title?: string;
  intro?: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <AppPage title={pageTitle}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.href} fw={600} w="fit-content">
          ← {back.label}
        </Anchor>
        {title && (
          <div>
            <Title order={1} size="h2" c="brand.9">
              {title}
            </Title>
            {intro && (
              <Text c="dimmed" mt={4}>
                {intro}
              </Text>
            )}
          </div>
        )}
        {children}
      </Stack>
    </AppPage>
  );
}

function ExamRoomsRoute() {
  const t = useMessages().examRoom;
  return (
    <ExamRoomScreen
      pageTitle={t.list.pageTitle}
      title={t.list.title}
      intro={t.list.intro}
      back={{ href: paths.teacher.home.getHref(), label: t.backToDashboard }}
    >
      <Group>
        <Anchor component={Link} to={paths.teacher.receipt.getHref()}>
          {t.list.receipts}
        </Anchor>
      </Group>
      <RoomsPage />
    </ExamRoomScreen>
  );
}

function ExamRoomRoute() {
  const t = useMessages().examRoom;
  const value = Number(useParams().servingId);
  const servingId = Number.isInteger(value) && value > 0 ? value : 0;
  return (
    <ExamRoomScreen
      pageTitle={t.room.pageTitle}
      back={{ href: paths.teacher.examRooms.getHref(), label: t.backToRooms }}
    >
      <RoomPage key={servingId} servingId={servingId} />
    </ExamRoomScreen>
  );
}

function ReceiptRoute() {
  const t = useMessages().examRoom;
  return (
    <ExamRoomScreen
      pageTitle={t.receipt.pageTitle}
      title={t.receipt.title}
      intro={t.receipt.intro}
      back={{ href: paths.teacher.examRooms.getHref(), label: t.backToRooms }}
    >
      <ReceiptPage />
    </ExamRoomScreen>
  );
}

/** The live exam room of a serving, and receipts looked up (issue 14). */
export const teacherExamRoomRoutes: RouteObject[] = [
  { path: paths.teacher.examRooms.path, element: <ExamRoomsRoute /> },
  { path: paths.teacher.examRoom.path, element: <ExamRoomRoute /> },
  { path: paths.teacher.receipt.path, element: <ReceiptRoute /> },
];
