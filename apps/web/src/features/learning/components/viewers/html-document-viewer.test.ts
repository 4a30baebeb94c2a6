import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLinksApart } from './html-document-viewer';

function click(html: string, selector: string) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  openLinksApart(event);
  return event;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("a reading's links", () => {
  it('open in a new tab without an opener, never in the place of the app', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const event = click('<a href="https://example.org/energy" target="_top"><b>Read more</b></a>', 'b');
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.org/energy', '_blank', 'noopener,noreferrer');
  });

  it('go nowhere when they are not web addresses', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const event = click('<a href="javascript:alert(1)">x</a>', 'a');
    expect(event.defaultPrevented).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('jump within the reading as before', () => {
    const event = click('<a href="#part-2">Part 2</a>', 'a');
    expect(event.defaultPrevented).toBe(false);
  });
});
