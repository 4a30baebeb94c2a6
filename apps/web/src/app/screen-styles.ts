/** The whole component stylesheet, in Mantine's layer (see ./first-page-styles). */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
