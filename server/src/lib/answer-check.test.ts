import { z } from 'zod';
import { AnswerMismatchError, checkingSerializerCompiler, plainSerializerCompiler, undescribedFields } from './answer-check';

const RowSchema = z.object({ id: z.number(), name: z.string(), when: z.string().nullable() });
const PageSchema = z.object({ count: z.number(), results: z.array(RowSchema) });
const serialize = checkingSerializerCompiler({ schema: PageSchema, method: 'GET', url: '/api/rows/', httpStatus: '200' });

it('writes an answer its contract describes, as JSON', () => {
  const answer = { count: 1, results: [{ id: 1, name: 'A', when: null }] };
  expect(JSON.parse(serialize(answer))).toEqual(answer);
});

it('refuses a field the contract does not describe, naming where it is', () => {
  const answer = { count: 1, results: [{ id: 1, name: 'A', when: null, password_hash: 'x' }] };
  expect(() => serialize(answer)).toThrow(AnswerMismatchError);
  expect(() => serialize(answer)).toThrow('$.results[0].password_hash is not in the contract');
});

it('refuses a missing or mistyped field', () => {
  expect(() => serialize({ count: 1, results: [{ id: 1, when: null }] })).toThrow(/\$\.results\[0\]\.name/);
  expect(() => serialize({ count: '1', results: [] })).toThrow(/\$\.count/);
});

it('checks the answer as the client reads it: a Date is a string, an undefined field is not sent', () => {
  const At = z.object({ at: z.string(), note: z.string().optional() });
  const s = checkingSerializerCompiler({ schema: At, method: 'GET', url: '/x', httpStatus: '200' });
  expect(JSON.parse(s({ at: new Date(0), note: undefined }))).toEqual({ at: '1970-01-01T00:00:00.000Z' });
});

it('production writes the answer unchecked', () => {
  expect(plainSerializerCompiler({ schema: PageSchema, method: 'GET', url: '/x' })({ anything: 1 })).toBe('{"anything":1}');
});

it('undescribedFields walks arrays and objects, and ignores what parsing kept', () => {
  expect(undescribedFields({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2 } })).toEqual(['$.b.d is not in the contract']);
  expect(undescribedFields([{ a: 1 }], [{ a: 1 }])).toEqual([]);
});
