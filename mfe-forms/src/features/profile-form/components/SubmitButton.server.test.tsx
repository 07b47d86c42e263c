/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { SubmitButton } from './SubmitButton';

// The browser's side (enabled once live) is every other test of the form: a client render is live.
it('is disabled in the server-rendered page: a form sent before hydration would go natively, its fields in the URL', () => {
  const html = renderToString(<SubmitButton phase="idle" label="Comparar" />);
  expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
});
