import { FileInput, type FileInputProps } from '@mantine/core';
import './file-chooser.css';

/** A sheet with a folded corner and an arrow up: "a file to send". Drawn here, as the app has no icon set. */
function FileIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 3v4a1 1 0 0 0 1 1h4" />
      <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
      <path d="M12 17v-6" />
      <path d="M9.5 13.5 12 11l2.5 2.5" />
    </svg>
  );
}

/**
 * A file field that looks like one (a plain FileInput looked like an empty text box): a file icon, a
 * placeholder that says what to choose with a "Choose file" button drawn at its end (inside the
 * field, so a narrow screen shortens the placeholder, never covers it), then the chosen file's name
 * and a button to remove it. The whole field is the one control, named by its label (keyboard: Tab
 * to it, Enter or Space opens the file dialog); the drawn button only shows where to press.
 */
export function FileChooser({
  chooseLabel,
  placeholder,
  ...props
}: Omit<FileInputProps<false>, 'multiple'> & { chooseLabel: string }) {
  return (
    <FileInput
      leftSection={<FileIcon />}
      leftSectionPointerEvents="none"
      placeholder={
        <span className="file-chooser-placeholder">
          <span className="file-chooser-hint">{placeholder}</span>
          <span className="file-chooser-button" aria-hidden="true">
            {chooseLabel}
          </span>
        </span>
      }
      styles={{
        input: { cursor: 'pointer' },
        placeholder: { color: 'var(--mantine-color-gray-7)', display: 'block' },
      }}
      {...props}
    />
  );
}
