import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PageMetaContext, usePageMeta, usePublishedPageMeta, type OwnPageMeta } from './page-meta';

const Page = ({ meta }: { meta: OwnPageMeta | null }) => {
  usePageMeta(meta);
  return null;
};

const Shell = ({ seen }: { seen: Array<OwnPageMeta | null> }) => {
  seen.push(usePublishedPageMeta());
  return null;
};

describe('usePageMeta', () => {
  it("tells the server render's collector what the page is, as it renders", () => {
    const collected: OwnPageMeta[] = [];
    renderToString(
      <PageMetaContext.Provider value={{ set: (meta) => collected.push(meta) }}>
        <Page meta={{ title: 'Plan Oro', type: 'product' }} />
      </PageMetaContext.Provider>,
    );
    expect(collected.at(-1)).toEqual({ title: 'Plan Oro', type: 'product' });
  });

  it('publishes it to the shell in the browser while the page is shown, and takes it away when it goes', () => {
    const seen: Array<OwnPageMeta | null> = [];
    const view = render(
      <>
        <Shell seen={seen} />
        <Page meta={{ title: 'Plan Oro' }} />
      </>,
    );
    expect(seen.at(-1)).toEqual({ title: 'Plan Oro' });
    view.rerender(
      <>
        <Shell seen={seen} />
        <Page meta={{ title: 'Plan Plata' }} />
      </>,
    );
    expect(seen.at(-1)).toEqual({ title: 'Plan Plata' });
    act(() =>
      view.rerender(
        <>
          <Shell seen={seen} />
        </>,
      ),
    );
    expect(seen.at(-1)).toBeNull();
  });
});
