import { releasePreloads } from './preload-hints';

const hint = (href: string, as: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = href;
  link.setAttribute('as', as);
  document.head.append(link);
  return link;
};

describe('releasePreloads', () => {
  it("consumes the origin's hinted scripts once each, then drops that origin's hints only", async () => {
    const entry = hint('http://localhost:3004/remoteEntry.js', 'script');
    const manifest = hint('http://localhost:3004/mf-manifest.json', 'fetch');
    const other = hint('http://localhost:3001/remoteEntry.js', 'script');

    const released = releasePreloads('http://localhost:3004');
    const consumers = [...document.head.querySelectorAll('script')];
    expect(consumers.map((script) => script.src)).toEqual(['http://localhost:3004/remoteEntry.js']);
    // The browser answers with the preload's outcome (here its old error).
    consumers[0]!.dispatchEvent(new Event('error'));
    await released;

    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(entry.isConnected).toBe(false);
    expect(manifest.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    other.remove();
  });

  it('settles at once when the page carries no hints for the origin', async () => {
    await expect(releasePreloads('http://localhost:3002')).resolves.toBeUndefined();
  });
});
