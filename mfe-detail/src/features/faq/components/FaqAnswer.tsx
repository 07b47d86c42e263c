import { useEffect, useState } from 'react';

const HTML_TAG = /<[a-z][\s\S]*>/i;

/**
 * An answer as text, one paragraph per line. Answers the catalogue writes with markup are sanitized
 * with DOMPurify, loaded only then, so plain-text FAQs do not pay its bytes.
 */
export const FaqAnswer = ({ text }: { text: string }) => {
  const [html, setHtml] = useState<string | null>(null);
  const isHtml = HTML_TAG.test(text);

  useEffect(() => {
    if (!isHtml) return;
    let live = true;
    import('dompurify').then(({ default: DOMPurify }) => live && setHtml(DOMPurify.sanitize(text)));
    return () => {
      live = false;
    };
  }, [text, isHtml]);

  if (isHtml)
    return html === null ? null : <div className="qs-faq__answer" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="qs-faq__answer">
      {text.split(/\n+/).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
};
