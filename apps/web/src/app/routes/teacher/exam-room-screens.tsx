import { Anchor, Group } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ReceiptPage } from '../../../features/exam-room/receipt-page';
import { RoomPage } from '../../../features/exam-room/room-page';
import { RoomsPage } from '../../../features/exam-room/rooms-page';
import { useMessages } from '../../../i18n';
import { BackLinkScreen } from '../../layouts/back-link-screen';

export function ExamRoomsRoute() {
  const t = useMessages().examRoom;
  return (
    <BackLinkScreen
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
    </BackLinkScreen>
  );
}

export function ExamRoomRoute() {
  const t = useMessages().examRoom;
  const value = Number(useParams().servingId);
  const servingId = Number.isInteger(value) && value > 0 ? value : 0;
  return (
    <BackLinkScreen
      pageTitle={t.room.pageTitle}
      back={{ href: paths.teacher.examRooms.getHref(), label: t.backToRooms }}
    >
      <RoomPage key={servingId} servingId={servingId} />
    </BackLinkScreen>
  );
}

export function ReceiptRoute() {
  const t = useMessages().examRoom;
  return (
    <BackLinkScreen
      pageTitle={t.receipt.pageTitle}
      title={t.receipt.title}
      intro={t.receipt.intro}
      back={{ href: paths.teacher.examRooms.getHref(), label: t.backToRooms }}
    >
      <ReceiptPage />
    </BackLinkScreen>
  );
}
