import { createAgent, openSession } from '../../chat/agents';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, cleanFileName, sniffType } from '../../chat/attachments';
import { call, createTestApp, type TestApp } from '../../test-support/test-app';
import { AGENT_COOKIE } from './agent-chat';
import { AUTHORISED } from '../../test-support/authorisation';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SCRIPT = Buffer.from('<script>alert(1)</script>');

describe('chat attachments: images and PDFs up to 5 MB, typed by their bytes (docs/adr/0018-live-chat.md)', () => {
  let t: TestApp;
  let agentCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const agent = await createAgent(
      t.db,
      { email: 'adjuntos@queplan.co', name: 'Eva Adjuntos', password: 'clave larga de eva 1' },
      Date.now(),
    );
    agentCookie = `${AGENT_COOKIE}=${await openSession(t.db, agent.id, 'session', Date.now())}`;
  }, 30_000);
  afterAll(() => t.close());

  const start = async (client = '10.7.0.1') => {
    const { data } = (
      await call(t.app, {
        method: 'POST',
        url: '/api/chat/conversations',
        remoteAddress: client,
        payload: {
          name: 'Ana Ruiz',
          email: 'ana@correo.co',
          phone: '3001112233',
          product: 'EPS',
          page: '/EPS',
          language: 'es',
          ...AUTHORISED,
        },
      })
    ).body;
    return { id: data.conversation.id as string, token: data.token as string };
  };
  const upload = (
    id: string,
    token: string,
    bytes: Buffer,
    name: string,
    clientMessageId = `f-${Buffer.from(name).toString('hex').slice(0, 40)}`,
  ) =>
    call(t.app, {
      method: 'POST',
      url: `/api/chat/conversations/${id}/attachments?name=${encodeURIComponent(name)}&clientMessageId=${clientMessageId}`,
      headers: { 'x-chat-token': token, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('reads the type from the first bytes, not the name', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(PDF)).toBe('application/pdf');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(sniffType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(sniffType(SCRIPT)).toBeNull();
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\fotos\\"mi foto".png')).toBe('mi foto.png');
    expect(cleanFileName('\u0000')).toBe('archivo');
  });

  it('stores an image and a PDF as messages; the visitor with the token and the agent read them back with their type', async () => {
    const { id, token } = await start();
    const image = await upload(id, token, PNG, 'orden médica.png');
    expect(image.status).toBe(201);
    expect(image.body.data).toMatchObject({
      seq: 1,
      author: 'visitor',
      body: 'orden médica.png',
      attachment: { name: 'orden médica.png', type: 'image/png', size: PNG.length },
    });
    const pdf = await upload(id, token, PDF, 'cotizacion.pdf');
    expect(pdf.body.data.attachment).toMatchObject({ type: 'application/pdf', size: PDF.length });

    const file = await call(t.app, {
      method: 'GET',
      url: `/api/chat/conversations/${id}/attachments/${image.body.data.attachment.id}?token=${token}`,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe("inline; filename*=UTF-8''orden%20m%C3%A9dica.png");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.raw.rawPayload.equals(PNG)).toBe(true);
    const byAgent = await call(t.app, {
      method: 'GET',
      url: `/api/chat/agent/conversations/${id}/attachments/${pdf.body.data.attachment.id}`,
      headers: { cookie: agentCookie },
    });
    expect([byAgent.status, byAgent.headers['content-type'], byAgent.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      "attachment; filename*=UTF-8''cotizacion.pdf",
    ]);
    expect(byAgent.raw.rawPayload.equals(PDF)).toBe(true);
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/chat/conversations/${id}`,
      headers: { 'x-chat-token': token },
    });
    expect(
      read.body.data.messages.map((message: { attachment: { type: string } | null }) => message.attachment?.type),
    ).toEqual(['image/png', 'application/pdf']);
  });

  it("needs the conversation's token (or an agent session) to download; another conversation's file is not found", async () => {
    const mine = await start();
    const other = await start();
    const sent = await upload(mine.id, mine.token, PNG, 'a.png');
    const fileId = sent.body.data.attachment.id;
    expect(
      (await call(t.app, { method: 'GET', url: `/api/chat/conversations/${mine.id}/attachments/${fileId}` })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/chat/conversations/${mine.id}/attachments/${fileId}?token=${other.token}`,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/chat/conversations/${other.id}/attachments/${fileId}?token=${other.token}`,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/chat/agent/conversations/${mine.id}/attachments/${fileId}` }))
        .status,
    ).toBe(401);
  });

  it('refuses a file whose bytes are not an image or a PDF, whatever its name, and an empty one', async () => {
    const { id, token } = await start();
    const script = await upload(id, token, SCRIPT, 'foto.png');
    expect([script.status, script.body.message]).toEqual([415, ATTACHMENT_MESSAGES.type]);
    const empty = await upload(id, token, Buffer.alloc(0), 'vacio.pdf');
    expect(empty.status).toBe(400);
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_attachments WHERE conversation_id = ?', id)).toBe(0);
  });

  it('takes a file of exactly 5 MB and refuses one byte more with 413', async () => {
    const { id, token } = await start('10.7.0.9');
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length, 32)]);
    expect((await upload(id, token, big, 'grande.pdf')).status).toBe(201);
    const over = await upload(id, token, Buffer.concat([big, Buffer.from(' ')]), 'enorme.pdf');
    expect(over.status).toBe(413);
    expect(over.body.message).toBe('El cuerpo de la solicitud supera el límite de 5 MB');
  });

  it('stores a file sent twice with the same message id once', async () => {
    const { id, token } = await start();
    const first = await upload(id, token, PNG, 'dos.png', 'same-id');
    const again = await upload(id, token, PNG, 'dos.png', 'same-id');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.attachment.id).toBe(first.body.data.attachment.id);
    expect(await t.sql.value('SELECT COUNT(*) FROM chat_attachments WHERE conversation_id = ?', id)).toBe(1);
  });

  it('lets only the agent who has the conversation send a file in it', async () => {
    const { id } = await start();
    const send = () =>
      call(t.app, {
        method: 'POST',
        url: `/api/chat/agent/conversations/${id}/attachments?name=tabla.pdf&clientMessageId=a1`,
        headers: { cookie: agentCookie, 'content-type': 'application/octet-stream' },
        payload: PDF,
      });
    expect((await send()).status).toBe(409);
    await call(t.app, {
      method: 'POST',
      url: `/api/chat/agent/conversations/${id}/take`,
      headers: { cookie: agentCookie },
    });
    const sent = await send();
    expect([sent.status, sent.body.data.author, sent.body.data.agentName]).toEqual([201, 'agent', 'Eva Adjuntos']);
  });
});
