/**
 * The component styles the first page needs (sign-in and the app's frame: banners, splash, error
 * screen, notifications), so it carries no full component-library stylesheet. Every other screen loads
 * more with its code (./foundations): a student's the few in ./student-styles, the others the whole
 * stylesheet. All in Mantine's `mantine` layer: app.css and CSS modules win over them whatever the
 * load order, and the whole stylesheet, loading later, repeats these rules unchanged.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Input.layer.css';
// The language switch's arrow (NativeSelect draws Combobox's chevron).
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
