/**
 * What every screen but sign-in needs beside its own code: the whole component stylesheet and the
 * whole English catalogue. The router loads it with the first such screen, alongside the screen's
 * code (see `withFoundation` in ./router), so the first page stays small.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { completeEnglish } from '../i18n';
import { en } from '../i18n/en/index';

completeEnglish(en);
