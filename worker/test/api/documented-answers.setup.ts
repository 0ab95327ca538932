import { afterAll, expect } from 'vitest';
import { forgetAnswers, recordedAnswers, undocumented } from './documented-answers.ts';
import { getJson } from './fixtures.ts';

afterAll(async () => {
  const recorded = recordedAnswers();
  forgetAnswers();
  if (recorded.length === 0) return;
  const { body } = await getJson<Parameters<typeof undocumented>[0]>('/api/openapi.json');
  expect(undocumented(body, recorded), 'answers missing from /api/openapi.json').toEqual([]);
});
