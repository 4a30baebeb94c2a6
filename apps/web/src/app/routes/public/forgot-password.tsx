import { useMessages } from '../../../i18n';
import { PublicNoticePage } from '../../layouts/public-page';

/** /forgot-password: placeholder until the recovery screens land. */
export function ForgotPasswordRoute() {
  const t = useMessages();
  return <PublicNoticePage title={t.recovery.forgotTitle} body={t.recovery.forgotBody} />;
}
