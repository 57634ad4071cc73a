import { type FakeOpenai, startFakeOpenai } from '../../../../e2e/fake-openai/server.mjs';
import type { Config } from '../config';

export { startFakeOpenai };
export type { FakeOpenai };

/** The AI_* settings of an installation pointed at the fake endpoint (README "Configuration"). */
export function fakeOpenaiConfig(fake: FakeOpenai, timeoutMs = 5000): Config['ai'] {
  return {
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey,
    chatModels: ['fake-chat', 'fake-chat-large'],
    imageModel: 'fake-image',
    timeoutMs,
  };
}
