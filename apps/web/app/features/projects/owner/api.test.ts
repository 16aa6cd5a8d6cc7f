import { describe, expect, it } from 'vitest';
import { recordingApi } from '~/lib/recording-api';
import { projectOwnerIntents } from './api';

describe('projectOwnerIntents', () => {
  it('allows only the on/off switch and delete, each sent to its API call', async () => {
    expect(projectOwnerIntents.intents).toEqual(['activate', 'deactivate', 'delete']);
    const { api, calls } = recordingApi();
    for (const intent of projectOwnerIntents.intents) await projectOwnerIntents.apply(api, 5, intent);
    expect(calls.map((c) => `${c.path} ${c.body}`)).toEqual([
      '/api/change-project-status project_id=5&status=1',
      '/api/change-project-status project_id=5&status=0',
      '/api/delete_project id=5',
    ]);
  });
});
