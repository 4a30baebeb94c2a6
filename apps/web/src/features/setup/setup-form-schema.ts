import { SetupBody } from '@pathshala/contracts';
import { withPasswordConfirmation } from '../../lib/password-confirmation';

/** The setup call's own rules (shared with the server) plus a matching password confirmation. */
export const SetupForm = withPasswordConfirmation(SetupBody);
