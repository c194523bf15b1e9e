import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messagesRequestBody } from '../../src/analysis/extraction/claude-request-body.js';

/** A request as the extractor builds one, with a prompt outside Latin-1 (a hint, an arrow). */
const request = (data: string) => ({
  model: 'claude-haiku-5-5',
  max_tokens: 8192,
  system: [{ type: 'text', text: 'Read the invoice → JSON. “Quotes” and ’apostrophes’.' }],
  messages: [
    {
      role: 'user',
      content: [
        { type: 'document', source: { type: 'base64', media_type: 'application/pdf', data } },
        { type: 'text', text: 'The vendor is usually Łódzkie Wodociągi Sp. z o.o. 🧾' },
      ],
    },
  ],
});

describe('messagesRequestBody', () => {
  it.each([0, 1, 2, 3, 786_431, 786_432, 786_433, 2_500_001])(
    'sends the bytes the SDK would (JSON.stringify, the PDF in base64) for a PDF of %i bytes',
    async (size) => {
      const pdf = new Uint8Array(randomBytes(size));
      const { params, body } = messagesRequestBody(pdf, request);
      const expected = JSON.stringify(request(Buffer.from(pdf).toString('base64')));
      expect(Buffer.from(await body.arrayBuffer())).toEqual(Buffer.from(expected));
      expect(body.type).toBe('application/json');
      // The params the SDK reads for its headers are the request's, the PDF aside.
      expect(params.messages[0]!.content[1]).toEqual(request('').messages[0]!.content[1]);
    },
  );

  it('reads a view into a larger buffer from its own bytes only', async () => {
    const whole = new Uint8Array(randomBytes(1_000));
    const pdf = whole.subarray(100, 900);
    const { body } = messagesRequestBody(pdf, request);
    const sent = JSON.parse(await body.text()) as ReturnType<typeof request>;
    const data = (sent.messages[0]!.content[0] as { source: { data: string } }).source.data;
    expect(Buffer.from(data, 'base64')).toEqual(Buffer.from(pdf));
  });

  it('refuses a request that carries the PDF twice or not at all', () => {
    const pdf = new Uint8Array([1, 2, 3]);
    expect(() => messagesRequestBody(pdf, (data) => ({ a: data, b: data }))).toThrow(
      /exactly one place/,
    );
    expect(() => messagesRequestBody(pdf, () => ({ a: 'none' }))).toThrow(/exactly one place/);
  });
});
