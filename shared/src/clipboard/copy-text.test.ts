import { copyText } from './copy-text';

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });

describe('copyText', () => {
  afterEach(() => setClipboard(undefined));

  it('writes the text and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('https://x.test/a')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.test/a');
  });

  it('answers false when the browser has no clipboard or refuses', async () => {
    setClipboard(undefined);
    await expect(copyText('a')).resolves.toBe(false);
    setClipboard({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    await expect(copyText('a')).resolves.toBe(false);
  });
});
