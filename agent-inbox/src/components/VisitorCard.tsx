import { useId } from 'react';
import type { ChatConversation } from '@qs/shared';

/** The pre-chat form's answers and where the chat was started. */
export const VisitorCard = ({ conversation }: { conversation: ChatConversation }) => {
  const { visitor, product, page } = conversation;
  const titleId = useId();
  return (
    <section className="qs-agent-visitor" aria-labelledby={titleId}>
      <h3 id={titleId}>Datos del cliente</h3>
      <dl>
        <dt>Nombre</dt>
        <dd>{visitor.name}</dd>
        <dt>Correo</dt>
        <dd>
          <a href={`mailto:${visitor.email}`}>{visitor.email}</a>
        </dd>
        <dt>Teléfono</dt>
        <dd>
          <a href={`tel:${visitor.phone}`}>{visitor.phone}</a>
        </dd>
        <dt>Producto</dt>
        <dd>{product}</dd>
        <dt>Página donde inició el chat</dt>
        <dd>{page}</dd>
      </dl>
    </section>
  );
};
