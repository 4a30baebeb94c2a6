import { api, type ContentItem } from '@pathshala/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../../i18n/en';
import { fakeServer } from '../../../../test/fake-server';
import { renderWithMantine } from '../../../../test/render';
import { aStudent, storeSession } from '../../../../test/session-users';
import { WebViewer } from './web-viewer';

const content = {
  CT_id: 44,
  CT_Name: 'Linear equation on Wikipedia',
  CT_Type: 'WEB',
  CT_ContentLink: 'https://en.wikipedia.org/wiki/Linear_equation',
  CT_Duration: 480,
  CT_MimeType: null,
  bookmark: null,
  progress: 0,
} as unknown as ContentItem;
const tracker = { setCompletion() {}, setPosition() {}, bookmark() {}, markComplete() {} };

/** The viewer with the server's answer to "can this page be framed?". */
function show(reason: 'blocked' | 'unreachable') {
  storeSession(aStudent);
  fakeServer().on(api.content.webCheck, ({ params }) => {
    expect(params.contentId).toBe(content.CT_id);
    return { message: 'checked', embeddable: false, reason };
  });
  renderWithMantine(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WebViewer content={content} tracker={tracker} />
    </QueryClientProvider>,
  );
}

const w = en.learning.web;

describe('a web page that cannot be shown in the frame (issue 28)', () => {
  it('a site that refuses to be framed is offered in a new tab in a calm panel, not a red error', async () => {
    show('blocked');
    const panel = await screen.findByTestId('web-new-tab');
    expect(panel).toHaveTextContent(w.newTabTitle);
    // Not an error: a status, in the brand's colour, never the alert role a screen reader calls out.
    expect(panel).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: w.openInNewTab });
    for (const link of links) expect(link).toHaveAttribute('href', content.CT_ContentLink);
  });

  it('an unreachable page still says it did not load', async () => {
    show('unreachable');
    expect(await screen.findByRole('alert')).toHaveTextContent(w.loadErrorTitle);
    expect(screen.queryByTestId('web-new-tab')).not.toBeInTheDocument();
  });
});
