import { useMessages } from '../../../i18n';
import { PublicNoticePage } from '../../layouts/public-page';

/** /reset-password?token=: placeholder until the recovery screens land. */
export function ResetPasswordRoute() {
  const t = useMessages();
  return <PublicNoticePage title={t.recovery.resetTitle} body={t.recovery.resetBody} />;
}
